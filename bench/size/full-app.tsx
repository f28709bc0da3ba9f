// An app that uses everything: both adapters, the embedded wallet on both namespaces, sign-in
// with the wallet, every feature switch createAppKit accepts, and the modal.

import { createSolanaAdapter } from '@openappkit/adapter-solana'
import { authConnector, createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { FrameClient } from '@openappkit/auth-frame-client'
import { createAppKit, createEmbeddedApproval, defaultSiwx, mainnet, solana } from '@openappkit/core'
import { AppKitProvider, ConnectButton, useAccount } from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'
import { createRoot } from 'react-dom/client'

const projectId = 'bench'
const frameUrl = 'https://secure.walletconnect.org/sdk'
const approval = createEmbeddedApproval()
const client = new FrameClient({ projectId, frameUrl })

const appKit = createAppKit({
  projectId,
  networks: [mainnet, solana],
  adapters: [
    createWagmiAdapter({
      networks: [mainnet],
      authConnector: authConnector({ client, hooks: approval.hooks }),
    }),
    createSolanaAdapter({ networks: [solana], auth: { client, hooks: approval.hooks } }),
  ],
  services: { authFrame: frameUrl },
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
approval.attach(appKit, client)

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
