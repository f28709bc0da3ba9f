import { createSolanaAdapter, fetchSolanaCluster } from '@openappkit/adapter-solana'
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import {
  connectWallet,
  createAppKit,
  defineNetwork,
  getAccount,
  getConnectors,
  watchAccount,
} from '@openappkit/core'
import { watchAtom } from '@openappkit/core/internal'
import { createWalletConnect } from '@openappkit/walletconnect'

// The smallest app with both adapters on one WalletConnect session, connected through the app
// (createAppKit, core's connectWallet on the WalletConnect row, what useConnect and the modal
// call): the states shown are core's accounts. The devstack's URLs come in the query string.
const query = new URLSearchParams(location.search)
const param = (name: string) => {
  const value = query.get(name)
  if (!value) throw new Error(`missing ?${name}=`)
  return value
}
const show = (testId: string, text: string) => {
  const element = document.querySelector(`[data-testid="${testId}"]`)
  if (element) element.textContent = text
}
const guard = (run: () => Promise<void>) => () => {
  show('error', '')
  run().catch((error: Error) =>
    show('error', `${error.message}${'details' in error ? `: ${String(error.details)}` : ''}`),
  )
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
const walletConnect = createWalletConnect({
  projectId: 'openappkit-e2e',
  relayUrl: param('relay'),
  metadata: { name: 'Both namespaces', description: 'e2e', url: location.origin, icons: [] },
})
const wagmi = createWagmiAdapter({ networks: [evm], walletConnect, injected: false, eip6963: false })
const sol = createSolanaAdapter({
  networks: [solana],
  walletConnect,
  walletStandard: false,
  storage: localStorage,
})

const appKit = createAppKit({
  projectId: 'openappkit-e2e',
  networks: [evm, solana],
  adapters: [wagmi, sol],
  // Nothing leaves loopback: no hosted service, and no RPC proxy (the networks have their own).
  services: { blockchainApi: false, walletDirectory: false, analytics: false, rpc: false, authFrame: false },
})
watchAtom(appKit, appKit.atoms.walletConnectUri, (uri) => show('uri', uri ?? ''))
for (const namespace of ['eip155', 'solana'] as const) {
  const prefix = namespace === 'eip155' ? 'evm' : 'solana'
  watchAccount(
    appKit,
    (account) => {
      show(`${prefix}-status`, account.status)
      show(`${prefix}-address`, account.address ?? '')
    },
    { namespace },
  )
}
const addressOf = (namespace: 'eip155' | 'solana') => getAccount(appKit, { namespace }).address ?? ''

document.querySelector('#connect')?.addEventListener(
  'click',
  guard(async () => {
    const connector = getConnectors(appKit).find((c) => c.type === 'WALLET_CONNECT')
    if (!connector) throw new Error('no WalletConnect connector')
    await connectWallet(appKit, {
      wallet: { id: connector.id, name: connector.name, group: 'walletConnect', connector },
    })
    show('peer', getAccount(appKit, { namespace: 'eip155' }).connectedWalletInfo?.name ?? '')
  }),
)
document.querySelector('#sign-evm')?.addEventListener(
  'click',
  guard(async () =>
    show(
      'evm-signature',
      await wagmi.signMessage({ address: addressOf('eip155'), message: param('message') }),
    ),
  ),
)
document.querySelector('#sign-solana')?.addEventListener(
  'click',
  guard(async () =>
    show(
      'solana-signature',
      await sol.signMessage({ address: addressOf('solana'), message: param('message') }),
    ),
  ),
)
document.querySelector('#send-sol')?.addEventListener(
  'click',
  guard(async () =>
    show(
      'sol-sent',
      await sol.sendTransfer({
        from: addressOf('solana'),
        to: param('to'),
        amount: BigInt(param('lamports')),
        network: solana,
      }),
    ),
  ),
)
