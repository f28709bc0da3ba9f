import { createTestAppKit } from '@openappkit/test-utils'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { getToast } from '../actions/getToast'
import { mock } from '../adapters/mock'
import { networkErrorMessages } from '../errors/domain'

// The flows' module (flows, the swap / onramp / NFTs query fetchers, the approval readers) loads on
// first use. A fetch of its chunk that fails is tried once more; failing twice, the call fails and
// the next call loads it again. An approval refused for it tells the user (the wallet's app hears a
// refusal the user did not make). Each test loads the modules afresh.

const sign = { method: 'personal_sign', params: ['0x68', '0xabc'], chainId: 1 }
let failures = 0

beforeEach(() => {
  vi.resetModules()
  vi.doMock('./lazyFlows', async (importOriginal) => {
    if (failures > 0) {
      failures--
      throw new TypeError('Failed to fetch dynamically imported module')
    }
    return importOriginal()
  })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.doUnmock('./lazyFlows')
  vi.restoreAllMocks()
})

async function setup() {
  const { createEmbeddedApproval, approvalUnreadableMessage } = await import('../embedded/embeddedApproval')
  const { appKit } = createTestAppKit({ adapters: [mock()] })
  const approval = createEmbeddedApproval()
  approval.attach(appKit, { frameUrl: 'https://secure.walletconnect.org/sdk', rejectRpcRequests: vi.fn() })
  return { appKit, approval, approvalUnreadableMessage }
}

test('a flow called while its chunk fails to load once runs', async () => {
  failures = 1
  const { fetchSwapTokens } = await import('./flowsOnUse')
  // The fetcher itself ran: its own refusal (no swap network), not the load's error.
  await expect(
    fetchSwapTokens(createTestAppKit({ adapters: [mock()] }).appKit, { network: undefined }),
  ).rejects.toThrow(networkErrorMessages.swapsUnsupported)
})

test('failing to load twice, the call rejects with the error; the next call loads it again', async () => {
  failures = 2
  const { appKit } = createTestAppKit({ adapters: [mock()] })
  const { fetchSwapTokens } = await import('./flowsOnUse')
  // The load's error (vitest wraps the factory's), not the fetcher's: it never ran.
  const loadError = await fetchSwapTokens(appKit, { network: undefined }).catch((error: unknown) => error)
  expect(loadError).toBeInstanceOf(Error)
  expect((loadError as Error).message).not.toContain(networkErrorMessages.swapsUnsupported)
  await expect(fetchSwapTokens(appKit, { network: undefined })).rejects.toThrow(
    networkErrorMessages.swapsUnsupported,
  )
})

test('one failed load is tried again: the request shows what it asks and waits for the user', async () => {
  failures = 1
  const { appKit, approval } = await setup()
  const answer = approval.hooks.approve(sign)
  await vi.waitFor(() =>
    expect(appKit.store.get(approval.pending)[0]?.summary).toMatchObject({ message: 'h' }),
  )
  expect(getToast(appKit).open).toBe(false)
  approval.answer(appKit.store.get(approval.pending)[0]?.id ?? 0, true)
  expect(await answer).toBe(true)
})

test('two failed loads refuse the request, leave nothing pending and tell the user why', async () => {
  failures = 2
  const { appKit, approval, approvalUnreadableMessage } = await setup()
  expect(await approval.hooks.approve(sign)).toBe(false)
  expect(appKit.store.get(approval.pending)).toEqual([])
  await vi.waitFor(() =>
    expect(getToast(appKit)).toMatchObject({
      open: true,
      variant: 'error',
      message: approvalUnreadableMessage,
    }),
  )
  // The next request loads them again and is shown.
  const next = approval.hooks.approve(sign)
  await vi.waitFor(() =>
    expect(appKit.store.get(approval.pending)[0]?.summary).toMatchObject({ message: 'h' }),
  )
  approval.answer(appKit.store.get(approval.pending)[0]?.id ?? 0, false)
  expect(await next).toBe(false)
})
