import { version } from '@openappkit/core'
import { useAccount, useAppKit, useAppKitTheme, useNetwork } from '@openappkit/react'
import { preloadModalProps } from '@openappkit/react/modal'
import { type ReactNode, useEffect } from 'react'
import { pages } from './pages'

function ConnectButton() {
  const { open } = useAppKit()
  const { address, isConnected } = useAccount()
  const { caipNetwork } = useNetwork()
  return (
    <div className="connect">
      <button type="button" className="button" {...preloadModalProps} onClick={() => open()}>
        {isConnected ? 'Account' : 'Connect wallet'}
      </button>
      <p className="connect__state">
        <span data-testid="page-account" className="connect__account">
          {isConnected ? address : 'Not connected'}
        </span>
        <span className="connect__network">
          Network: <span data-testid="page-network">{caipNetwork?.name}</span>
        </span>
      </p>
    </div>
  )
}

/** Flips light and dark for the modal and the page; the browser tests also call it while the modal is open. */
function ThemeSwitch() {
  const { themeMode, setThemeMode } = useAppKitTheme()
  useEffect(() => {
    Object.assign(window, { openAppKitPlayground: { setThemeMode } })
    document.documentElement.dataset.theme = themeMode
  }, [setThemeMode, themeMode])
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}
    >
      {themeMode === 'dark' ? 'Light theme' : 'Dark theme'}
    </button>
  )
}

/** The playground's frame: header, navigation, the page, the logs. */
export function Layout(props: { current: string; logs: ReactNode[]; children: ReactNode }) {
  return (
    <div className="shell">
      <header className="topbar">
        <div className="brand">
          <h1>OpenAppKit playground</h1>
          <p>
            SDK version <code data-testid="sdk-version">{version}</code> on the devstack (
            <code>npm run dev</code>)
          </p>
        </div>
        <div className="topbar__actions">
          <ThemeSwitch />
          <ConnectButton />
        </div>
      </header>
      <nav className="nav" aria-label="Playground pages">
        <ul>
          {pages.map((page) => (
            <li key={page.hash}>
              <a href={page.hash || '#/'} aria-current={page.hash === props.current ? 'page' : undefined}>
                {page.label}
              </a>
            </li>
          ))}
          <li>
            {/* A second tab, as a phone beside the laptop: pair it with Connect wallet → WalletConnect. */}
            <a href="phone.html" target="_blank" rel="noopener">
              Phone wallet (new tab)
            </a>
          </li>
        </ul>
      </nav>
      <main className="main">{props.children}</main>
      <div className="logs">{props.logs}</div>
    </div>
  )
}
