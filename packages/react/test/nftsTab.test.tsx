import { connect } from '@openappkit/core'
import { fixtures } from '@openappkit/testing/msw'
import { testApi as api, createTestAppKit } from '@openappkit/testing/vitest'
import { act, fireEvent, render, renderHook, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { AppKitProvider } from '../src/AppKitProvider.tsx'
import { useNfts } from '../src/exports/index.ts'
import { AppKitModal } from '../src/modal/AppKitModal.tsx'
import { supportedChainsHandler } from './balances.ts'
import { findModalDialog } from './modalDialog.ts'
import { ModalOpener, openModal } from './modalOpener.tsx'
import { wrapperFor } from './wrapperFor.tsx'

// The Account view's NFTs tab over the data service's history (msw), answered as the hosted
// service sends it (the testing kit's fixture), held, broken and garbage.

const fixture = JSON.stringify(fixtures.historyNfts)
const server = setupServer(supportedChainsHandler(api))
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function serveHistory(answer: () => Promise<Response> | Response) {
  let requests = 0
  server.use(
    http.get(`${api}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
    http.get(`${api}/v1/identity/:address`, () => HttpResponse.json({ name: null, avatar: null })),
    http.get(`${api}/v1/profile/reverse/:address`, () => HttpResponse.json([])),
    http.get(`${api}/v1/account/:address/history`, () => {
      requests++
      return answer()
    }),
  )
  return { requests: () => requests }
}

async function openNftsTab(history: boolean = true) {
  const { appKit } = createTestAppKit({
    features: { history },
    services: { walletDirectory: false, rpc: false, authFrame: false },
  })
  await connect(appKit, { connectorId: 'mock' })
  render(
    <AppKitProvider appKit={appKit}>
      <ModalOpener />
      <AppKitModal />
    </AppKitProvider>,
  )
  act(() => openModal())
  const view = await findModalDialog()
  fireEvent.click(await view.findByRole('tab', { name: 'NFTs' }))
  return view
}

const json = (body: string) => new HttpResponse(body, { headers: { 'content-type': 'application/json' } })

test('held: a spinner until the history answers; then a grid of what is held, spam and sent ones left out', async () => {
  let release: (() => void) | undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  serveHistory(async () => {
    await held
    return json(fixture)
  })
  const view = await openNftsTab()
  expect(await view.findByRole('img', { name: 'Loading' })).toBeTruthy()
  expect(view.queryByRole('list', { name: 'NFTs' })).toBeNull()
  release?.()
  const grid = await view.findByRole('list', { name: 'NFTs' })
  const tiles = grid.querySelectorAll('[data-testid="nft"]')
  expect([...tiles].map((tile) => tile.querySelector('.oak-nft-name')?.textContent)).toEqual([
    'Drop Pass',
    'Untitled',
    'Blank Canvas #3',
  ])
  expect(view.queryByText(/Claim 5000 USDC/)).toBeNull()
  expect(view.queryByText('Sea Turtle #12')).toBeNull()
  const pass = view.getByRole('img', { name: 'Image of Drop Pass' })
  expect([pass.tagName, pass.getAttribute('src'), pass.getAttribute('referrerpolicy')]).toEqual([
    'IMG',
    'https://lh3.nft.test/pass',
    'no-referrer',
  ])
  expect(view.getByText('2 held')).toBeTruthy()
  // A javascript: preview is never put in src: the placeholder shows instead.
  const untitled = view.getByRole('img', { name: 'Image of Untitled' })
  expect(untitled.tagName).toBe('SPAN')
  expect(grid.innerHTML).not.toContain('javascript:')
  // An image that fails to load gives way to the placeholder.
  fireEvent.error(pass)
  await waitFor(() => expect(view.getByRole('img', { name: 'Image of Drop Pass' }).tagName).toBe('SPAN'))
})

test('a garbage answer shows the error with a retry, which reads the history again', async () => {
  let garbage = true
  const history = serveHistory(() => (garbage ? HttpResponse.json({ data: { nope: 1 } }) : json(fixture)))
  const view = await openNftsTab()
  expect(await view.findByText('NFTs could not be loaded')).toBeTruthy()
  garbage = false
  fireEvent.click(view.getByRole('button', { name: 'Try again' }))
  expect(await view.findByRole('list', { name: 'NFTs' })).toBeTruthy()
  expect(history.requests()).toBe(2)
})

test('an account without NFTs: the empty state', async () => {
  serveHistory(() => HttpResponse.json({ data: [], next: null }))
  const view = await openNftsTab()
  expect(await view.findByText('No NFTs yet')).toBeTruthy()
})

test('history off: the tab says so and reads nothing', async () => {
  const history = serveHistory(() => json(fixture))
  const view = await openNftsTab(false)
  expect(await view.findByText('NFTs are not available')).toBeTruthy()
  expect(history.requests()).toBe(0)
})

test('useNfts headless: query.enabled holds it back, select shapes what it returns', async () => {
  const history = serveHistory(() => json(fixture))
  const { appKit } = createTestAppKit({ services: { walletDirectory: false, rpc: false, authFrame: false } })
  await connect(appKit, { connectorId: 'mock' })
  const held = renderHook(() => useNfts({ query: { enabled: false } }), { wrapper: wrapperFor(appKit) })
  expect([held.result.current.available, held.result.current.fetchStatus]).toEqual([true, 'idle'])
  expect(history.requests()).toBe(0)
  const names = renderHook(() => useNfts({ query: { select: (nfts) => nfts.map((nft) => nft.name) } }), {
    wrapper: wrapperFor(appKit),
  })
  await waitFor(() => expect(names.result.current.data).toEqual(['Drop Pass', 'Untitled', 'Blank Canvas #3']))
  expect(history.requests()).toBe(1)
})
