// The same app as wagmi-app.tsx on OpenAppKit: the provider, the wagmi adapter, the ready-made
// connect button and the address from useAccount. The modal is not imported.
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit, mainnet } from '@openappkit/core'
import { AppKitProvider, ConnectButton, useAccount } from '@openappkit/react'
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
    </AppKitProvider>,
  )
