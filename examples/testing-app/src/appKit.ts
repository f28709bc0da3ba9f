import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit, mainnet } from '@openappkit/core'
import { readTestApp } from '@openappkit/testing/app'
import { createWalletConnect } from '@openappkit/walletconnect'

// Under the Playwright tests the page holds the devstack's options (its chain, services and
// relay); anywhere else the app runs on mainnet with the hosted services.
const testApp = readTestApp()
const projectId = testApp?.projectId ?? 'your-project-id'
const networks = testApp?.networks ?? [mainnet]
const metadata = { name: 'Tip jar', description: 'Send a tip', url: location.origin, icons: [] }
const walletConnect = createWalletConnect({ projectId, metadata, relayUrl: testApp?.relayUrl })

export const appKit = createAppKit({
  projectId,
  metadata,
  networks,
  adapters: [createWagmiAdapter({ networks, walletConnect })],
  services: testApp?.services,
})
