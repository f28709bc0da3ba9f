// @vitest-environment node
import { BaseError, createAppKit, type MockAdapter } from '@openappkit/core'
import { type ReactNode, Suspense } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { expect, test } from 'vitest'
import { useChainId } from 'wagmi'
import { sepolia } from 'wagmi/chains'
import { loadingWagmiAdapter, newWagmiConfig } from '../test/loadingWagmiAdapter.ts'
import { AppKitProvider } from './AppKitProvider.tsx'
import { AppKitWagmiProvider } from './AppKitWagmiProvider.tsx'

// On a server the adapter's import() resolves too: a render that can wait (a stream, a prerender)
// waits for it and sends wagmi's hooks' output, never a page without it.

function ChainId() {
  return <p>{`chain ${useChainId()}`}</p>
}

/** wagmi's hooks under the provider, with nothing around them to show meanwhile. */
const wagmiPage = (adapter: MockAdapter) => (
  <Page adapter={adapter}>
    <AppKitWagmiProvider>
      <ChainId />
    </AppKitWagmiProvider>
  </Page>
)

function Page({ adapter, children }: { adapter: MockAdapter; children: ReactNode }) {
  const appKit = createAppKit({ projectId: 'p', adapters: [adapter], storage: null, ssr: true })
  return (
    <AppKitProvider appKit={appKit}>
      <main>{children}</main>
    </AppKitProvider>
  )
}

/** Lets every queued task run, so a render that could finish without the adapter would have. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 0))

test("a prerender waits for the adapter's code, then holds what wagmi's hooks render", async () => {
  expect(typeof window).toBe('undefined')
  const held = loadingWagmiAdapter()
  let finished = false
  const rendering = prerender(wagmiPage(held.adapter)).then((result) => {
    finished = true
    return result
  })
  await turn()
  expect(finished).toBe(false)
  held.release(newWagmiConfig())
  const html = await new Response((await rendering).prelude).text()
  expect(html).toBe(`<main><p>chain ${sepolia.id}</p></main>`)
})

test("a streamed render sends the page's shell at once and wagmi's part once the code is in", async () => {
  const held = loadingWagmiAdapter()
  const stream = await renderToReadableStream(
    <Page adapter={held.adapter}>
      <h1>shell</h1>
      <Suspense fallback={<p>waiting for wagmi</p>}>
        <AppKitWagmiProvider>
          <ChainId />
        </AppKitWagmiProvider>
      </Suspense>
    </Page>,
  )
  let ready = false
  void stream.allReady.then(() => {
    ready = true
  })
  await turn()
  expect(ready).toBe(false)
  held.release(newWagmiConfig())
  const html = await new Response(stream).text()
  expect(html).toContain('<h1>shell</h1>')
  expect(html).toContain('waiting for wagmi')
  expect(html).toContain(`<p>chain ${sepolia.id}</p>`)
})

test("a prerender whose adapter code cannot load fails with the adapter's error", async () => {
  const held = loadingWagmiAdapter()
  const rendering = prerender(wagmiPage(held.adapter), { onError: () => {} })
  await turn()
  held.reject(new BaseError('The wallet adapter could not load'))
  await expect(rendering).rejects.toThrow('The wallet adapter could not load')
})
