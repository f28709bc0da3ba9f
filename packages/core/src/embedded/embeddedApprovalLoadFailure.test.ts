import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createTestAppKit } from '../../test/createTestAppKit'
import { getToast } from '../actions/getToast'
import { mock } from '../adapters/mock'

// The readers of an approval load with the flows' module on the first request. A fetch of that
// chunk that fails is tried once more; failing again, the request is refused and the user is told
// (the wallet's app hears a refusal the user did not make). Each test loads the modules afresh.

const sign = { method: 'personal_sign', params: ['0x68', '0xabc'], chainId: 1 }
let failures = 0

beforeEach(() => {
  vi.resetModules()
  vi.doMock('../flows/lazyFlows', async (importOriginal) => {
    if (failures > 0) {
      failures--
      throw new TypeError('Failed to fetch dynamically imported module')
    }
    return importOriginal()
  })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.doUnmock('../flows/lazyFlows')
  vi.restoreAllMocks()
})

async function setup() {
  const { createEmbeddedApproval, approvalUnreadableMessage } = await import('./embeddedApproval')
  const appKit = createTestAppKit({ adapters: [mock()] })
  const approval = createEmbeddedApproval()
  approval.attach(appKit, { frameUrl: 'https://secure.walletconnect.org/sdk', rejectRpcRequests: vi.fn() })
  return { appKit, approval, approvalUnreadableMessage }
}

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
