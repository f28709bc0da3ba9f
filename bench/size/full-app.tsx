// An app that uses everything: both adapters, the embedded wallet on both namespaces (made by
// createAppKit from `features.email`), sign-in with the wallet, every feature switch createAppKit
// accepts, and the modal.

import { createSolanaAdapter } from '@openappkit/adapter-solana'
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit, defaultSiwx, mainnet, solana } from '@openappkit/core'
import { AppKitProvider, ConnectButton, useAccount } from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'
import { createRoot } from 'react-dom/client'

const appKit = createAppKit({
  projectId: 'bench',
  networks: [mainnet, solana],
  adapters: [createWagmiAdapter({ networks: [mainnet] }), createSolanaAdapter({ networks: [solana] })],
  metadata: { name: 'Bench', description: 'A full app', url: 'https://bench.example', icons: [] },
  siwx: defaultSiwx(),
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
  // Each switch on but `pay` and `socials`, which createAppKit refuses in this version.
  features: {
    swaps: true,
    onramp: true,
    receive: true,
    send: true,
    email: true,
    emailShowWallets: true,
    history: true,
    analytics: true,
    allWallets: true,
    legalCheckbox: true,
    smartSessions: true,
    collapseWallets: true,
  },
})

function Address() {
  const { address } = useAccount()
  return address ? <p>{address}</p> : null
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <AppKitProvider appKit={appKit}>
      <ConnectButton />
      <Address />
      <AppKitModal />
    </AppKitProvider>,
  )
