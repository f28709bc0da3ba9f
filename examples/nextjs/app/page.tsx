import { ConnectButton, NetworkButton } from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'

// A server component: it renders the button and the modal directly, because @openappkit/react's
// files say 'use client' themselves; no wrapper file is needed for them.
export default function Home() {
  return (
    <main>
      <h1>OpenAppKit on Next.js</h1>
      <p style={{ display: 'flex', gap: 12 }}>
        <ConnectButton />
        <NetworkButton />
      </p>
      <AppKitModal />
    </main>
  )
}
