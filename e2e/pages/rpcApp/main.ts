import { createSolanaAdapter, fetchSolanaCluster } from '@openappkit/adapter-solana'
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit, defineNetwork } from '@openappkit/core'

// An app whose chain RPC goes through the project's RPC (`services.rpc`, the devstack's
// `/v1/?chainId=` proxy), with the networks' own URLs behind it. The devstack's URLs come in the
// query string; the test reads balances through `window.app`.
const query = new URLSearchParams(location.search)
const param = (name: string) => {
  const value = query.get(name)
  if (!value) throw new Error(`missing ?${name}=`)
  return value
}

const evm = defineNetwork({
  chainNamespace: 'eip155',
  id: Number(param('chainId')),
  name: 'Devstack',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: param('evmRpc'),
  testnet: true,
})
const solana = await fetchSolanaCluster({ name: 'Devstack Solana', rpcUrl: param('solanaRpc') })
const appKit = createAppKit({
  projectId: 'openappkit-e2e',
  networks: [evm, solana],
  adapters: [
    createWagmiAdapter({ networks: [evm], walletConnect: false }),
    createSolanaAdapter({ networks: [solana], walletConnect: false }),
  ],
  services: {
    rpc: param('rpc'),
    blockchainApi: false,
    walletDirectory: false,
    analytics: false,
    authFrame: false,
  },
})

const balanceOf = async (namespace: 'eip155' | 'solana', address: string) => {
  const adapter = appKit.adapters[namespace]
  if (!adapter) throw new Error(`no ${namespace} adapter`)
  const { value } = await adapter.getBalance({ address, network: namespace === 'eip155' ? evm : solana })
  return String(value)
}
Object.assign(window, { app: { balanceOf } })
document.querySelector('[data-testid="ready"]')?.replaceChildren('ready')
