// ours-app.tsx with <AppKitModal> rendered: what the button opens.
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit, mainnet } from '@openappkit/core'
import { AppKitProvider, ConnectButton, useAccount } from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'
import { createRoot } from 'react-dom/client'

const appKit = createAppKit({
  projectId: 'bench',
  networks: [mainnet],
  adapters: [createWagmiAdapter({ networks: [mainnet] })],
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
