import { version } from '@openappkit/core'
import { useEffect, useState } from 'react'
import { HeadlessPage } from './HeadlessPage'

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

// The playground grows with the SDK: each hook and view gets a page here as it lands.
export function App() {
  const hash = useHash()
  if (hash === '#/headless') return <HeadlessPage />
  return (
    <main>
      <h1>OpenAppKit playground</h1>
      <p>
        SDK version <code data-testid="sdk-version">{version}</code>
      </p>
      <nav>
        <ul>
          <li>
            <a href="#/headless">Headless: hooks only, no modal</a>
          </li>
        </ul>
      </nav>
    </main>
  )
}
