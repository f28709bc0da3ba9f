// The same app as wagmi-app.tsx on OpenAppKit: the provider, the wagmi adapter, a connect
// button and the address from useAccount. The modal is not imported: it must cost nothing
// until an app opens it.
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit, mainnet } from '@openappkit/core'
import { AppKitProvider, useAccount, useWallets } from '@openappkit/react'
import { createRoot } from 'react-dom/client'

const appKit = createAppKit({
  projectId: 'bench',
  networks: [mainnet],
  adapters: [createWagmiAdapter({ networks: [mainnet] })],
})

function ConnectButton() {
  const { address } = useAccount()
  const { wallets, connect } = useWallets()
  if (address) return <p>{address}</p>
  return (
    <button type="button" onClick={() => wallets[0] && connect(wallets[0])}>
      Connect
    </button>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <AppKitProvider appKit={appKit}>
      <ConnectButton />
    </AppKitProvider>,
  )
