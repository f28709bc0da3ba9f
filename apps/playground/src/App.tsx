import { AppKitProvider } from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'
import { useEffect, useState } from 'react'
import { DevWalletPanel } from './devWallet/DevWalletPanel'
import { Layout } from './Layout'
import { EventLog } from './logs/EventLog'
import { RequestLog } from './logs/RequestLog'
import { pageFor } from './pages'
import { appKit } from './playgroundAppKit'

// `?devWallet=off`: no dev wallet in the page, for a visitor (or a browser test) whose own
// extension should be the only wallet.
const devWalletEnabled = new URLSearchParams(location.search).get('devWallet') !== 'off'

function useHash() {
  const [hash, setHash] = useState('')
  // Read after mount so the first render is the same wherever it happens.
  useEffect(() => {
    const update = () => setHash(window.location.hash)
    update()
    window.addEventListener('hashchange', update)
    return () => window.removeEventListener('hashchange', update)
  }, [])
  return hash
}

/** The playground: a page per capability, the logs beside it, the dev wallet, one modal. */
export function App() {
  const hash = useHash()
  const page = pageFor(hash)
  return (
    <AppKitProvider appKit={appKit}>
      <Layout current={page.hash} logs={[<EventLog key="events" />, <RequestLog key="requests" />]}>
        <page.Component />
      </Layout>
      {devWalletEnabled ? <DevWalletPanel /> : null}
      <AppKitModal />
    </AppKitProvider>
  )
}
