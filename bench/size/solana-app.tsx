// A Solana-only app on OpenAppKit: the provider, the Solana adapter, a connect button, the
// address from useAccount, and <AppKitModal> rendered. Measured without a budget, to show it
// bundles no wagmi (the EVM code is only in the wagmi adapter and `@openappkit/react/wagmi`).
import { createSolanaAdapter } from '@openappkit/adapter-solana'
import { createAppKit, solana } from '@openappkit/core'
import { AppKitProvider, useAccount, useAppKit } from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'
import { createRoot } from 'react-dom/client'

const appKit = createAppKit({
  projectId: 'bench',
  networks: [solana],
  adapters: [createSolanaAdapter({ networks: [solana] })],
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
