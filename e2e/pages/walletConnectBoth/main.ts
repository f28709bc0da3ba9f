import { createSolanaAdapter, fetchSolanaCluster } from '@openappkit/adapter-solana'
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { defineNetwork } from '@openappkit/core'
import { createWalletConnect } from '@openappkit/walletconnect'

// The smallest app with both adapters on one WalletConnect session, driven through the adapters
// themselves (what core does on a click): the devstack's URLs come in the query string.
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

wagmi.subscribe((event) => {
  if (event.type === 'displayUri') show('uri', event.uri)
  if (event.type === 'disconnect') show('evm-status', 'disconnected')
})
sol.subscribe((event) => {
  if (event.type === 'disconnect') show('solana-status', 'disconnected')
})

let evmAddress = ''
let solanaAddress = ''
document.querySelector('#connect')?.addEventListener(
  'click',
  guard(async () => {
    const [onEvm, onSolana] = await Promise.all([
      wagmi.connect({ connectorId: 'walletConnect' }),
      sol.connect({ connectorId: 'walletConnect' }),
    ])
    evmAddress = onEvm.accounts[0]?.address ?? ''
    solanaAddress = onSolana.accounts[0]?.address ?? ''
    show('evm-address', evmAddress)
    show('solana-address', solanaAddress)
    show('evm-status', 'connected')
    show('solana-status', 'connected')
    show('peer', onEvm.wallet?.name ?? '')
  }),
)
document.querySelector('#sign-evm')?.addEventListener(
  'click',
  guard(async () =>
    show('evm-signature', await wagmi.signMessage({ address: evmAddress, message: param('message') })),
  ),
)
document.querySelector('#sign-solana')?.addEventListener(
  'click',
  guard(async () =>
    show('solana-signature', await sol.signMessage({ address: solanaAddress, message: param('message') })),
  ),
)
document.querySelector('#send-sol')?.addEventListener(
  'click',
  guard(async () =>
    show(
      'sol-sent',
      await sol.sendTransfer({
        from: solanaAddress,
        to: param('to'),
        amount: BigInt(param('lamports')),
        network: solana,
      }),
    ),
  ),
)
