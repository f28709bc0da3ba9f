import { useEffect, useState } from 'react'
import { HeadlessPage } from './HeadlessPage'
import { MainPage } from './MainPage'

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

// The main page is the modal on the devstack; each hook and view gets a page here as it lands.
export function App() {
  const hash = useHash()
  if (hash === '#/headless') return <HeadlessPage />
  return <MainPage />
}
