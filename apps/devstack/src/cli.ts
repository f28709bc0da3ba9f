#!/usr/bin/env node
// `openappkit-devstack` (the package's command; `pnpm devstack` in this repository): starts every
// local stand-in, prints the URLs, and stops everything on Ctrl-C (SIGINT) or SIGTERM, leaving no
// process behind.
import { parseArgs } from 'node:util'
import {
  type ChainExitError,
  DEFAULT_PORTS,
  type DevstackUrls,
  PortInUseError,
  type ServiceName,
  startDevstack,
} from './index.ts'

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    'evm-port': { type: 'string' },
    'solana-port': { type: 'string' },
    'api-port': { type: 'string' },
    'directory-port': { type: 'string' },
    'analytics-port': { type: 'string' },
    'relay-port': { type: 'string' },
    'siwx-port': { type: 'string' },
    'frame-port': { type: 'string' },
    'relay-origin': { type: 'string', multiple: true },
    'no-evm': { type: 'boolean', default: false },
    'no-solana': { type: 'boolean', default: false },
    'no-data-services': { type: 'boolean', default: false },
    'no-frame': { type: 'boolean', default: false },
    'no-relay': { type: 'boolean', default: false },
    'no-paymaster': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help) {
  console.log(`Usage: openappkit-devstack [--host 127.0.0.1] [--evm-port ${DEFAULT_PORTS.evm}] [--solana-port ${DEFAULT_PORTS.solana}]
       [--api-port ${DEFAULT_PORTS.blockchainApi}] [--directory-port ${DEFAULT_PORTS.walletDirectory}]
       [--analytics-port ${DEFAULT_PORTS.analytics}] [--relay-port ${DEFAULT_PORTS.relay}]
       [--siwx-port ${DEFAULT_PORTS.siwx}] [--frame-port ${DEFAULT_PORTS.frame}] [--relay-origin PATTERN]...
       [--no-evm] [--no-solana] [--no-data-services] [--no-frame] [--no-relay] [--no-paymaster]
A port of 0 picks a free port. Each --relay-origin (repeatable) replaces the relay's default
allowlist (localhost and 127.0.0.1, any port) with the patterns given, e.g.
--relay-origin https://app.example.com --relay-origin 'http://localhost:*'.
Each --no-<service> leaves that service out: the EVM chain (anvil; the data services and the
frame serve it, so they must be left out too), the Solana chain, the data services (blockchain
API and bundler, wallet directory, analytics, sign-in backend), the embedded wallet's frame (with
its mailbox and Farcaster relay), the WalletConnect relay, the bundler's paymaster.`)
  process.exit(0)
}

/** Stops the CLI on a contradiction in its flags, before anything starts. */
function refuse(message: string): never {
  console.error(message)
  process.exit(2)
}
// The options that configure a service left out would be ignored: refused instead.
const configures: Record<string, string[]> = {
  'no-evm': ['evm-port'],
  'no-solana': ['solana-port'],
  'no-data-services': ['api-port', 'directory-port', 'analytics-port', 'siwx-port', 'no-paymaster'],
  'no-frame': ['frame-port'],
  'no-relay': ['relay-port', 'relay-origin'],
}
const given = values as Record<string, unknown>
for (const [off, options] of Object.entries(configures))
  for (const option of options)
    if (given[off] && given[option] !== undefined && given[option] !== false)
      refuse(`--${option} does nothing with --${off}: pass one or the other.`)
if (values['no-evm'] && !(values['no-data-services'] && values['no-frame']))
  refuse('--no-evm needs --no-data-services and --no-frame too: they serve the EVM chain.')

const flag: Record<ServiceName, string | undefined> = {
  evm: values['evm-port'],
  solana: values['solana-port'],
  blockchainApi: values['api-port'],
  walletDirectory: values['directory-port'],
  analytics: values['analytics-port'],
  relay: values['relay-port'],
  siwx: values['siwx-port'],
  frame: values['frame-port'],
}
const ports: Partial<Record<ServiceName, number>> = {}
for (const [name, value] of Object.entries(flag) as [ServiceName, string | undefined][]) {
  if (value === undefined) continue
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid port for ${name}: ${value}`)
    process.exit(2)
  }
  ports[name] = port
}

const started = performance.now()
// Signals are handled from the first moment, so a stop during startup still stops anvil.
const relayOrigins = values['relay-origin']
const starting = startDevstack({
  host: values.host,
  ports,
  evm: !values['no-evm'],
  solana: !values['no-solana'],
  dataServices: !values['no-data-services'],
  frame: !values['no-frame'],
  paymaster: !values['no-paymaster'],
  ...(values['no-relay'] ? { relay: false } : relayOrigins && { relay: { allowedOrigins: relayOrigins } }),
  onChainExit: (error) => void chainExited(error),
})

let stopping = false
async function shutdown(signal: string) {
  if (stopping) {
    console.error(`\n${signal} again: exiting now`)
    process.exit(1)
  }
  stopping = true
  console.log(`\n${signal}: stopping the devstack…`)
  const running = await starting.catch(() => undefined)
  await running?.stop()
  console.log('stopped')
  process.exit(0)
}
/** A devstack without its chain would only answer errors: everything stops, exit code 1. */
async function chainExited(error: ChainExitError) {
  if (stopping) return
  stopping = true
  console.error(`\nThe devstack stopped: ${error.message}`)
  const running = await starting.catch(() => undefined)
  await running?.stop()
  process.exit(1)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

let devstack: Awaited<typeof starting>
try {
  devstack = await starting
} catch (e) {
  const message = e instanceof Error ? e.message : String(e)
  console.error(
    e instanceof PortInUseError
      ? `The devstack could not start: ${message}. Pass other ports (see --help), or 0 for free ones.`
      : `The devstack could not start: ${message}`,
  )
  process.exit(1)
}
if (stopping) await new Promise(() => {})
const ms = performance.now() - started

const { accounts, contracts, chains } = devstack
// A service left out has no URL.
const urls: Partial<DevstackUrls> = devstack.urls
const line = (label: string, url: string | undefined, more = '') =>
  `  ${label.padEnd(25)}${url ? `${url}${more}` : '(not started)'}`
const lines = [
  `OpenAppKit devstack ready in ${ms.toFixed(0)} ms (everything on loopback; test keys only)`,
  '',
  line('EVM chain (anvil)', urls.evmRpc, `   ${chains.evm?.caipNetworkId}`),
  line('Solana chain (litesvm)', urls.solanaRpc, `   ws ${urls.solanaWs}   ${chains.solana?.caipNetworkId}`),
  line('Blockchain data service', urls.blockchainApi),
  line('Wallet directory', urls.walletDirectory),
  line('Analytics', urls.analytics),
  line('WalletConnect relay', urls.relay),
  line('App sign-in backend', urls.siwx),
  line('Secure frame', urls.frame, `  (mailbox: ${urls.mailbox}?email=)`),
  line('Farcaster auth relay', urls.farcasterRelay),
  line(
    'ERC-4337 bundler',
    urls.bundler,
    `&projectId=…  (paymaster ${values['no-paymaster'] ? 'off' : 'on'})`,
  ),
  '',
  ...(urls.evmRpc
    ? [
        `  Contracts: OAK (ERC-20) ${contracts.evm.testToken}`,
        `             TUSD (USDT-style) ${contracts.evm.tetherToken}`,
        `             SwapPool ${contracts.evm.swapPool}`,
        `             EntryPoint v0.7 ${contracts.evm.entryPoint}  account factory ${contracts.evm.accountFactory}`,
      ]
    : []),
  contracts.solana ? `  Solana test mint: ${contracts.solana.mint.address}` : '',
  '',
  ...(accounts.evm.length > 0
    ? [
        '  EVM test accounts (anvil test mnemonic; public keys, never use them on a real network):',
        ...accounts.evm.slice(0, 3).map((a, i) => `    ${i}: ${a.address}  ${a.privateKey}`),
        `    … ${accounts.evm.length} accounts in all (devstack.accounts.evm from startDevstack())`,
      ]
    : []),
  ...(accounts.solana.length > 0
    ? ['  Solana test accounts:', ...accounts.solana.slice(0, 3).map((a, i) => `    ${i}: ${a.publicKey}`)]
    : []),
  '',
  'Press Ctrl-C to stop.',
]
console.log(lines.filter((l, i, all) => !(l === '' && all[i - 1] === '')).join('\n'))
