// @vitest-environment node
import { mock } from '@openappkit/core'
import { renderToString } from 'react-dom/server'
import { afterAll, expect, test } from 'vitest'
import { AppKitProvider } from '../src/AppKitProvider.tsx'
import { useAccount } from '../src/hooks/useAccount.ts'
import { useAppKitState } from '../src/hooks/useAppKitState.ts'
import { useAppKitTheme } from '../src/hooks/useAppKitTheme.ts'
import { useBalance } from '../src/hooks/useBalance.ts'
import { useNetwork } from '../src/hooks/useNetwork.ts'
import { useWallets } from '../src/hooks/useWallets.ts'
import { hydrateInBrowser, restoreGlobals } from './hydrateInBrowser.tsx'

function App() {
  const { status, address } = useAccount()
  const { caipNetwork } = useNetwork()
  const { open } = useAppKitState()
  const { themeMode } = useAppKitTheme()
  const { wallets } = useWallets()
  const balance = useBalance()
  return (
    <main>
      <p>{status}</p>
      <p>{address ?? 'not connected'}</p>
      <p>{caipNetwork?.name}</p>
      <p>{open ? 'open' : 'closed'}</p>
      <p>{themeMode}</p>
      <p>{balance.status}</p>
      <ul>
        {wallets.map((wallet) => (
          <li key={wallet.id}>{wallet.name}</li>
        ))}
      </ul>
    </main>
  )
}

// Each side builds its own instance from the same options, as a server and a browser would.
const options = () => ({
  projectId: 'p',
  adapters: [mock()],
  services: { blockchainApi: false as const, walletDirectory: false as const, analytics: false as const },
})

afterAll(() => restoreGlobals())

test('renders on the server without a window, and hydrates in a browser without a mismatch', async () => {
  expect(typeof window).toBe('undefined')
  const html = renderToString(
    <AppKitProvider options={options()}>
      <App />
    </AppKitProvider>,
  )
  expect(html).toContain('<p>disconnected</p>')
  expect(html).toContain('<li>Mock Wallet</li>')

  const { container, consoleErrors, recoverable, unmount } = await hydrateInBrowser(
    html,
    <AppKitProvider options={options()}>
      <App />
    </AppKitProvider>,
  )
  expect(recoverable).toEqual([])
  expect(consoleErrors).not.toHaveBeenCalled()
  expect(container.innerHTML).toBe(html)
  unmount()
  consoleErrors.mockRestore()
})
