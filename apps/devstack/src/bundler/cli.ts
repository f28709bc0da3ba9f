// `pnpm --filter @openappkit/devstack bundler`: the EVM chain with the ERC-4337 contracts and the
// bundler with its paymaster, nothing else, for work on smart accounts alone. Ctrl-C stops both.
import { parseArgs } from 'node:util'
import { EVM_CHAIN_ID, startAnvil } from '../evm/anvil.ts'
import { deployEvmContracts, evmTestAccounts } from '../evm/deploy.ts'
import { deployErc4337 } from '../evm/deployErc4337.ts'
import { listen, Router, type RunningServer } from '../http.ts'
import { Projects } from '../projects.ts'
import { bundler } from './bundler.ts'
import { bundlerReply, paymasterSwitchRoute } from './routes.ts'

const { values } = parseArgs({
  options: {
    'evm-port': { type: 'string', default: '8545' },
    'bundler-port': { type: 'string', default: '4337' },
    'no-paymaster': { type: 'boolean', default: false },
  },
})
const port = (value: string) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    console.error(`Invalid port: ${value}`)
    process.exit(2)
  }
  return n
}

const host = '127.0.0.1'
const anvil = await startAnvil({ host, port: port(values['evm-port']) })
let server: RunningServer | undefined
const stop = async () => {
  await server?.close()
  await anvil.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
await deployEvmContracts(anvil.url, evmTestAccounts())
await deployErc4337(anvil.url)
const served = bundler({ rpcUrl: anvil.url, chainId: EVM_CHAIN_ID, sponsor: !values['no-paymaster'] })
// Any origin and no project id: a dev tool on loopback.
const router = new Router({ projects: new Projects(), publicPrefixes: ['/'] })
router.post('/', (req) => bundlerReply(served, req))
paymasterSwitchRoute(router, served)
server = await listen(router, host, port(values['bundler-port']))
console.log(
  [
    `  EVM chain (anvil)   ${anvil.url}   eip155:${EVM_CHAIN_ID}`,
    `  ERC-4337 bundler    ${server.url}  (paymaster ${served.sponsoring ? 'on' : 'off'}: POST ${server.url}/__devstack/paymaster { "sponsor": … } switches it)`,
    'Press Ctrl-C to stop.',
  ].join('\n'),
)
