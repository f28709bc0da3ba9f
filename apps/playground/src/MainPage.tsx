import { version } from '@openappkit/core'
import { AppKitProvider, useAccount, useAppKit, useAppKitTheme, useNetwork } from '@openappkit/react'
import { AppKitModal, preloadModalProps } from '@openappkit/react/modal'
import { useEffect } from 'react'
import { appKit } from './playgroundAppKit'

function ConnectButton() {
  const { open } = useAppKit()
  const { address, isConnected } = useAccount()
  const { caipNetwork } = useNetwork()
  return (
    <p>
      <button type="button" {...preloadModalProps} onClick={() => open()}>
        {isConnected ? 'Account' : 'Connect wallet'}
      </button>{' '}
      <span data-testid="page-account">{isConnected ? address : 'Not connected'}</span>, network:{' '}
      <span data-testid="page-network">{caipNetwork?.name}</span>
    </p>
  )
}

/** Lets the browser tests (and people in devtools) flip the theme while the modal is open. */
function ThemeSwitch() {
  const { themeMode, setThemeMode } = useAppKitTheme()
  useEffect(() => {
    Object.assign(window, { openAppKitPlayground: { setThemeMode } })
  }, [setThemeMode])
  return (
    <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
      {themeMode === 'dark' ? 'Light theme' : 'Dark theme'}
    </button>
  )
}

/** The modal on the devstack: connect an extension or a WalletConnect wallet, see the account. */
export function MainPage() {
  return (
    <AppKitProvider appKit={appKit}>
      <main>
        <h1>OpenAppKit playground</h1>
        <p>
          SDK version <code data-testid="sdk-version">{version}</code>. The modal with the wagmi adapter on
          the devstack&apos;s chain, wallet directory and WalletConnect relay (<code>npm run dev</code> starts
          them).
        </p>
        <ConnectButton />
        <ThemeSwitch />
        <nav>
          <ul>
            <li>
              <a href="#/headless">Headless: hooks only, no modal</a>
            </li>
          </ul>
        </nav>
      </main>
      <AppKitModal />
    </AppKitProvider>
  )
}
