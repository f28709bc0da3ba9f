import { devstackUrls } from './devstackUrls'

// The one place the playground configures WalletConnect: over the devstack's relay, never
// WalletConnect's hosted one. The adapters take it from here (a shared session for both
// namespaces is issue 13's; it changes only this file and the lines that pass it).
export const metadata = {
  name: 'OpenAppKit playground',
  description: 'Every part of OpenAppKit on the devstack',
  url: location.origin,
  icons: [],
}

export const walletConnect = { relayUrl: devstackUrls.relay, metadata }
