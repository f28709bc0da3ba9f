// The app the browser bench opens: the provider, the wagmi adapter on the devstack's anvil, the
// modal, and a connect button that shows the short address once connected; either way a click
// opens the modal (Connect, or Account with the balance). The button preloads the modal the way
// <ConnectButton> will: preloadModalProps on hover, focus and press; <AppKitModal> on idle.
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit, defineNetwork } from '@openappkit/core'

import { AppKitProvider, shortenAddress, useAccount, useAppKit } from '@openappkit/react'
import { AppKitModal, preloadModalProps } from '@openappkit/react/modal'
import { createRoot } from 'react-dom/client'

const devstack = __BENCH_DEVSTACK__
const network = defineNetwork({
  chainNamespace: 'eip155',
  id: devstack.chainId,
  name: 'Devstack',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: devstack.evmRpc,
  testnet: true,
})
const appKit = createAppKit({
  projectId: 'bench',
  networks: [network],
  adapters: [createWagmiAdapter({ networks: [network] })],
  services: {
    blockchainApi: devstack.blockchainApi,
    walletDirectory: devstack.walletDirectory,
    analytics: false,
    rpc: false,
    authFrame: false,
  },
})

function ConnectButton() {
  const { address } = useAccount()
  const { open } = useAppKit()
  return (
    <button type="button" data-bench="button" {...preloadModalProps} onClick={() => open()}>
      {address ? shortenAddress(address) : 'Connect'}
    </button>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <AppKitProvider appKit={appKit}>
      <ConnectButton />
      <AppKitModal />
    </AppKitProvider>,
  )
