import { createWalletConnect } from '@openappkit/walletconnect'
import { devstackUrls } from './devstackUrls'

// The one place the playground configures WalletConnect: over the devstack's relay, never
// WalletConnect's hosted one. One session for both namespaces (@openappkit/walletconnect), handed
// to the EVM and the Solana adapter: a wallet that pairs once approves both.
export const metadata = {
  name: 'OpenAppKit playground',
  description: 'Every part of OpenAppKit on the devstack',
  url: location.origin,
  icons: [],
}

export const walletConnect = createWalletConnect({
  projectId: 'playground',
  relayUrl: devstackUrls.relay,
  metadata,
})
