import { connect, disconnect, mock, updateOnrampState } from '@openappkit/core'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, test, vi } from 'vitest'
import { type UseOnrampReturnType, useOnramp } from '../src/exports/index.ts'
import BuyInProgressView from '../src/modal/views/BuyInProgressView.tsx'
import OnrampBuyView from '../src/modal/views/OnrampBuyView.tsx'
import { serveHeldOnramp } from './onrampService.ts'
import { wrapperFor } from './wrapperFor.tsx'

// The onramp views while a purchase runs, on a real instance (mock adapter) whose data service
// is msw: the provider's URL is held until the test releases it, so the purchase can be caught
// before and after the window is sent on.
const { releaseUrl } = serveHeldOnramp()

let onramp: UseOnrampReturnType | undefined
function Grab() {
  onramp = useOnramp()
  return null
}

/** A connected instance with an amount in the form, `view` rendered beside the hook that buys. */
async function setup(view: ReactNode) {
  const { appKit } = createTestAppKit({ adapter: mock() })
  await connect(appKit, { connectorId: 'mock' })
  updateOnrampState(appKit, { amount: '25' })
  const Wrapper = wrapperFor(appKit)
  render(
    <Wrapper>
      <Grab />
      {view}
    </Wrapper>,
  )
  await waitFor(() => expect(onramp?.options).toBeDefined())
  const popup = { opener: {}, closed: false, close: vi.fn(), location: { replace: vi.fn() } }
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
  return { appKit }
}

/** Buys as the Buy button does, and waits until the provider's window was sent on. */
async function buyAndWait() {
  act(() => onramp?.buy())
  await waitFor(() => expect(onramp?.step).toBe('opening'))
  releaseUrl()
  await waitFor(() => expect(onramp?.step).toBe('waiting'))
}

test('BuyInProgress: the wallet disconnecting mid-purchase ends the wait with the reason, not a success', async () => {
  const { appKit } = await setup(<BuyInProgressView />)
  await buyAndWait()
  expect(screen.getByTestId('onramp-waiting')).toBeDefined()
  await act(() => disconnect(appKit))
  const panel = await screen.findByTestId('onramp-failure')
  expect(panel.textContent).toContain('The purchase did not go through')
  expect(panel.textContent).toContain('The wallet disconnected: stopped waiting for the purchase')
  expect(screen.queryByTestId('onramp-success')).toBeNull()
})

test('OnrampBuy reached while a purchase runs: read-only and saying why; editable again once it ends', async () => {
  await setup(<OnrampBuyView />)
  const amount = screen.getByTestId('onramp-amount') as HTMLInputElement
  const controls = () => [
    amount,
    screen.getByTestId('onramp-purchase-currency'),
    screen.getByTestId('onramp-payment-currency'),
    screen.getByTestId('onramp-payment-method'),
    screen.getByTestId('onramp-continue'),
  ]
  expect(controls().map((c) => c.matches(':disabled'))).toEqual([false, false, false, false, false])
  expect(screen.queryByTestId('onramp-locked')).toBeNull()
  await buyAndWait()
  // An edit here would throw in the handler (the SDK refuses changes while the provider has the
  // form): there is none to make, and the user is told why.
  expect(controls().map((c) => c.matches(':disabled'))).toEqual([true, true, true, true, true])
  expect(screen.getByTestId('onramp-locked').textContent).toBe(
    'A purchase is under way: the form stays as sent until it ends.',
  )
  expect(amount.value).toBe('25')
  act(() => onramp?.cancel())
  await waitFor(() => expect(onramp?.status).toBe('error'))
  expect(controls().map((c) => c.matches(':disabled'))).toEqual([false, false, false, false, false])
  fireEvent.change(amount, { target: { value: '30' } })
  expect(onramp?.amount).toBe('30')
})
