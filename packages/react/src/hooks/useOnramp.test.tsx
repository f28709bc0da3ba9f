import { connect, mock } from '@openappkit/core'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { serveHeldOnramp } from '../../test/onrampService.ts'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useOnramp } from './useOnramp.ts'

// The URL request is held until the test releases it (`serveHeldOnramp`).
const { releaseUrl } = serveHeldOnramp()

async function setup() {
  const { appKit } = createTestAppKit({ adapter: mock() })
  await connect(appKit, { connectorId: 'mock' })
  const hook = renderHook(() => useOnramp(), { wrapper: wrapperFor(appKit) })
  await waitFor(() => expect(hook.result.current.options).toBeDefined())
  return { appKit, hook }
}

test('garbage options: the defaults; a failing quote: the placeholder; the limits as draftError', async () => {
  const { hook } = await setup()
  expect(hook.result.current.options?.fromDefaults).toBe(true)
  expect(hook.result.current.paymentMethod).toEqual({ id: 'card', min: '10.00', max: '7500.00' })
  act(() => hook.result.current.setAmount('5'))
  expect(hook.result.current.draftError?.limit).toMatchObject({
    kind: 'min',
    value: '10.00',
    currency: 'USD',
  })
  act(() => hook.result.current.setAmount('25'))
  expect(hook.result.current.draftError).toBeUndefined()
  await waitFor(() => expect(hook.result.current.quote.data?.placeholder).toBe(true))
})

test('buy opens the window inside the click, before any answer; the answer sends it on', async () => {
  const { hook } = await setup()
  act(() => hook.result.current.setAmount('25'))
  const popup = { opener: {} as unknown, closed: false, close: vi.fn(), location: { replace: vi.fn() } }
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
  act(() => hook.result.current.buy())
  // Synchronously in the click: opened blank, cut off from the app.
  expect(open).toHaveBeenCalledWith('', '_blank', expect.stringContaining('popup'))
  expect(popup.opener).toBeNull()
  expect(popup.location.replace).not.toHaveBeenCalled()
  await waitFor(() => expect(hook.result.current.step).toBe('opening'))
  releaseUrl()
  await waitFor(() => expect(hook.result.current.step).toBe('waiting'))
  expect(popup.location.replace).toHaveBeenCalledWith('https://pay.example/buy/1')
  expect(hook.result.current.isPending).toBe(true)
  act(() => hook.result.current.cancel())
  await waitFor(() => expect(hook.result.current.status).toBe('error'))
  expect(hook.result.current.error?.message).toMatch('Stopped waiting for the purchase')
})

test('a blocked window: the link in the state; a form below the limits opens no window at all', async () => {
  const { hook } = await setup()
  const open = vi.spyOn(window, 'open').mockReturnValue(null)
  act(() => hook.result.current.setAmount('2'))
  act(() => hook.result.current.buy())
  await waitFor(() => expect(hook.result.current.status).toBe('error'))
  expect(open).not.toHaveBeenCalled()
  expect(hook.result.current.error?.message).toMatch('The amount is below the minimum')
  act(() => hook.result.current.reset())
  act(() => hook.result.current.setAmount('25'))
  act(() => hook.result.current.buy())
  await waitFor(() => expect(hook.result.current.step).toBe('opening'))
  releaseUrl()
  await waitFor(() => expect(hook.result.current.windowBlocked).toBe(true))
  expect(hook.result.current.url).toBe('https://pay.example/buy/1')
  act(() => hook.result.current.reset())
  await waitFor(() => expect(hook.result.current.status).toBe('idle'))
})
