import { testApi as api } from '@openappkit/testing/vitest'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { supportedChainsHandler } from './balances.ts'

/**
 * The data service's onramp paths for a test file, on msw: garbage options (so SPEC §9's
 * defaults), a failing quote (the placeholder), no purchase in history or balance, and the
 * provider's URL held until `releaseUrl()`, so what happens inside the click (the window opening)
 * is told apart from what happens after the answer (the window sent on).
 */
export function serveHeldOnramp(): { releaseUrl(): void } {
  let release: () => void = () => {}
  const server = setupServer(
    supportedChainsHandler(api),
    http.get(`${api}/v1/onramp/options`, () => HttpResponse.json({ paymentCurrencies: 'garbage' })),
    http.post(`${api}/v1/onramp/quote`, () => HttpResponse.json({ status: 'FAILED' }, { status: 500 })),
    http.post(`${api}/v1/generators/onrampurl`, async () => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return HttpResponse.json({ url: 'https://pay.example/buy/1' })
    }),
    http.get(`${api}/v1/account/:address/history`, () => HttpResponse.json({ data: [], next: null })),
    http.get(`${api}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
  )
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    vi.restoreAllMocks()
  })
  afterAll(() => server.close())
  return { releaseUrl: () => release() }
}
