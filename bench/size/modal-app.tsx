// ours-app.tsx plus <AppKitModal> rendered and never opened, with useAppKit().open on the button:
// DESIGN §7 wants this within the bar too, and the modal's code fetched only on open.
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit, mainnet } from '@openappkit/core'
import { AppKitProvider, useAccount, useAppKit } from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'
import { createRoot } from 'react-dom/client'

const appKit = createAppKit({
  projectId: 'bench',
  networks: [mainnet],
  adapters: [createWagmiAdapter({ networks: [mainnet] })],
})

function ConnectButton() {
  const { address } = useAccount()
  const { open } = useAppKit()
  if (address) return <p>{address}</p>
  return (
    <button type="button" onClick={() => open()}>
      Connect
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
