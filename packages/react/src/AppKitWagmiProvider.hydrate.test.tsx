// @vitest-environment node
import type { MockAdapter } from '@openappkit/core'
import { act, useEffect } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, expect, test } from 'vitest'
import { useChainId } from 'wagmi'
import { sepolia } from 'wagmi/chains'
import { hydrateInBrowser, restoreGlobals } from '../test/hydrateInBrowser.tsx'
import { loadingWagmiAdapter, newWagmiConfig } from '../test/loadingWagmiAdapter.ts'
import { AppKitProvider } from './AppKitProvider.tsx'
import { AppKitWagmiProvider } from './AppKitWagmiProvider.tsx'

// Its own file: `prerender` and streamed renders (the SSR test's) leave React's contexts marked as
// the server renderer's (renderToString does not), and a browser render in the same process then
// reports "Detected multiple renderers". A real server and browser are two processes.

afterAll(() => restoreGlobals())

function ChainId({ effects }: { effects: string[] }) {
  const chainId = useChainId()
  useEffect(() => {
    effects.push(`mounted on ${chainId}`)
  }, [effects, chainId])
  return <p>{`chain ${chainId}`}</p>
}

const app = (adapter: MockAdapter, effects: string[]) => (
  <AppKitProvider options={{ projectId: 'p', adapters: [adapter], storage: null }}>
    <AppKitWagmiProvider>
      <ChainId effects={effects} />
    </AppKitWagmiProvider>
  </AppKitProvider>
)

test("the browser keeps the server's markup until its own adapter code is in, then hydrates it as is", async () => {
  const server = loadingWagmiAdapter()
  server.release(newWagmiConfig())
  await server.loaded
  const html = renderToString(app(server.adapter, []))
  expect(html).toBe(`<p>chain ${sepolia.id}</p>`)

  const browser = loadingWagmiAdapter()
  const effects: string[] = []
  const { container, consoleErrors, recoverable, unmount } = await hydrateInBrowser(
    html,
    app(browser.adapter, effects),
  )
  expect(container.innerHTML).toBe(html)
  expect(effects).toEqual([])
  await act(async () => {
    browser.release(newWagmiConfig())
    await browser.loaded
  })
  expect(effects).toEqual([`mounted on ${sepolia.id}`])
  expect(container.innerHTML).toBe(html)
  expect(recoverable).toEqual([])
  expect(consoleErrors).not.toHaveBeenCalled()
  await unmount()
  consoleErrors.mockRestore()
})
