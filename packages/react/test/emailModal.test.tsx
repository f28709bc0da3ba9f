import { FrameClient, type FrameHost, type FrameMessageEvent } from '@openappkit/auth-frame-client'
import { createEmbeddedApproval, disconnect, mock, showFrameTimeoutAlert } from '@openappkit/core'
import { createTestAppKit, testAddress } from '@openappkit/testing/vitest'
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { AppKitProvider, useAppKit } from '../src/exports/index.ts'
import { AppKitModal } from '../src/modal/AppKitModal.tsx'
import { modalTagName } from '../src/modal/host/modalHost.ts'

// The email login in the modal, on the real frame client over a frame played in memory: each
// answer of the frame is held until the test releases it, and some are garbage (never sent,
// sent twice, an action the protocol does not have).

const FRAME_ORIGIN = 'http://127.0.0.1:8614'
const FRAME_URL = `${FRAME_ORIGIN}/sdk`

type Posted = { type: string; id: string; payload?: unknown }

function playedFrame() {
  let listener: ((event: FrameMessageEvent) => void) | undefined
  const posted: Posted[] = []
  const frameWindow = {
    postMessage(message: unknown) {
      const request = message as Posted
      posted.push(request)
      // What the client asks on its own as the frame starts is answered at once; the login's
      // requests wait for the test.
      if (request.type === '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS')
        setTimeout(() =>
          deliver({
            type: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
            id: request.id,
            payload: { smartAccountEnabledNetworks: [] },
          }),
        )
    },
  }
  const deliver = (data: unknown) => listener?.({ data, origin: FRAME_ORIGIN, source: frameWindow })
  const host: FrameHost = {
    listen(l) {
      listener = l
      return () => {}
    },
    mount() {
      setTimeout(() => deliver({ type: '@w3m-frame/READY', payload: { version: '1' } }))
      return { window: frameWindow, remove() {} }
    },
  }
  const last = (name: string) => posted.findLast((p) => p.type === `@w3m-app/${name}`)
  return {
    host,
    posted,
    last,
    deliver,
    /** Answers the last request of this name (again, if it was answered already). */
    answer(name: string, payload?: unknown, outcome: 'SUCCESS' | 'ERROR' = 'SUCCESS') {
      const request = last(name)
      if (!request) throw new Error(`nothing posted as ${name}: ${posted.map((p) => p.type).join(', ')}`)
      act(() => deliver({ type: `@w3m-frame/${name}_${outcome}`, id: request.id, payload }))
    },
    /** Waits until the client has posted a request of this name (the frame is ready 500 ms after READY). */
    posted$: (name: string, count = 1) =>
      waitFor(() => expect(posted.filter((p) => p.type === `@w3m-app/${name}`).length).toBe(count), {
        timeout: 3000,
      }),
  }
}

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

let api: ReturnType<typeof useAppKit> | undefined
function Controls() {
  api = useAppKit()
  return null
}

afterEach(() => {
  vi.useRealTimers()
})

function setup(options: { email?: boolean; emailShowWallets?: boolean; attach?: boolean } = {}) {
  const frame = playedFrame()
  const { appKit } = createTestAppKit({
    adapter: mock({ connectors: [{ id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }] }),
    customWallets: [{ id: 'w1', name: 'Wallet One' }],
    features: { email: options.email ?? true, emailShowWallets: options.emailShowWallets ?? true },
    services: { blockchainApi: false, walletDirectory: false, analytics: false, authFrame: FRAME_URL },
  })
  const client = new FrameClient({
    projectId: 'test-project',
    frameUrl: FRAME_URL,
    host: frame.host,
    storage: memoryStorage(),
    onTimeout: (reason) => showFrameTimeoutAlert(appKit, reason),
  })
  if (options.attach ?? true) createEmbeddedApproval().attach(appKit, client)
  render(
    <AppKitProvider appKit={appKit}>
      <Controls />
      <AppKitModal />
    </AppKitProvider>,
  )
  act(() => api?.open())
  const dialog = () =>
    waitFor(() => {
      const found = document
        .querySelector(modalTagName)
        ?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')
      if (!found) throw new Error('no dialog yet')
      return within(found)
    })
  const title = async () => (await dialog()).getByRole('heading', { level: 2 }).textContent
  return { frame, appKit, client, dialog, title }
}

async function submitEmail(ui: Awaited<ReturnType<ReturnType<typeof setup>['dialog']>>, email: string) {
  fireEvent.change(await ui.findByRole('textbox', { name: 'Email' }), { target: { value: email } })
  fireEvent.click(ui.getByRole('button', { name: 'Continue' }))
}

test('the email entry shows only with features.email on and a frame client attached', async () => {
  const off = setup({ email: false })
  const ui = await off.dialog()
  await ui.findByText('Wallet One')
  expect(ui.queryByRole('textbox', { name: 'Email' })).toBeNull()
  cleanup()

  const detached = setup({ attach: false })
  const ui2 = await detached.dialog()
  await ui2.findByText('Wallet One')
  expect(ui2.queryByRole('textbox', { name: 'Email' })).toBeNull()
  // Attached later (after the first render): the entry appears.
  act(() => {
    createEmbeddedApproval().attach(detached.appKit, detached.client)
  })
  await ui2.findByRole('textbox', { name: 'Email' })
})

test('emailShowWallets off: the email entry and one "Continue with a wallet" button, which opens the list', async () => {
  const { dialog } = setup({ emailShowWallets: false })
  const ui = await dialog()
  await ui.findByRole('textbox', { name: 'Email' })
  expect(ui.queryByText('Wallet One')).toBeNull()
  fireEvent.click(ui.getByRole('button', { name: 'Continue with a wallet' }))
  await ui.findByText('Wallet One')

  cleanup()
  const shown = setup({ emailShowWallets: true })
  const ui2 = await shown.dialog()
  await ui2.findByRole('textbox', { name: 'Email' })
  expect(ui2.getByText('Wallet One')).toBeDefined()
  expect(ui2.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
  // SPEC §2's order without injected wallets: email first, then the wallets.
  const field = ui2.getByRole('textbox', { name: 'Email' })
  const wallet = ui2.getByText('Wallet One')
  expect(field.compareDocumentPosition(wallet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})

test('email → device approval → code (a wrong one first) → Account, each answer held until released', async () => {
  const { frame, dialog, title, appKit } = setup()
  const ui = await dialog()
  await submitEmail(ui, 'ada@example.com')
  await frame.posted$('CONNECT_EMAIL')
  expect(frame.last('CONNECT_EMAIL')?.payload).toEqual({ email: 'ada@example.com' })
  // Held: still on Connect, the button busy.
  expect(ui.getByRole('button', { name: 'Sending…' }).getAttribute('aria-disabled')).toBe('true')
  expect(await title()).toBe('Connect wallet')

  frame.answer('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' })
  await waitFor(async () => expect(await title()).toBe('Approve this device'))
  const device = await dialog()
  // The address is its own unbreakable piece of the sentence.
  const inbox = device.getByText(
    (_, el) => el?.tagName === 'P' && el.textContent?.startsWith('Check') === true,
  )
  expect(inbox.textContent).toBe('Check your inbox at ada@example.com and approve this device.')
  expect(inbox.querySelector('.oak-whole')?.textContent).toBe('ada@example.com')
  expect(device.getByTestId('device-status').textContent).toBe('Waiting for the approval from the email…')
  await frame.posted$('CONNECT_DEVICE')

  frame.answer('CONNECT_DEVICE')
  await waitFor(async () => expect(await title()).toBe('Enter the code'))
  const otp = await dialog()
  const input = otp.getByLabelText('Code') as HTMLInputElement
  await waitFor(() =>
    expect(input.ownerDocument.activeElement === input || input.matches(':focus')).toBe(true),
  )
  fireEvent.change(input, { target: { value: '000000' } })
  fireEvent.click(otp.getByRole('button', { name: 'Continue' }))
  await frame.posted$('CONNECT_OTP')
  frame.answer('CONNECT_OTP', { message: 'Invalid code' }, 'ERROR')
  expect((await otp.findByTestId('email-error')).textContent).toBe('Invalid code')
  expect(await title()).toBe('Enter the code')
  expect(input.value).toBe('000000')
  expect(input.getAttribute('aria-invalid')).toBe('true')

  // Pasted with spaces: core sends the digits.
  fireEvent.change(input, { target: { value: ' 123 456\n' } })
  fireEvent.click(otp.getByRole('button', { name: 'Continue' }))
  await frame.posted$('CONNECT_OTP', 2)
  expect(frame.last('CONNECT_OTP')?.payload).toEqual({ otp: '123456' })
  expect(otp.queryByTestId('email-error')).toBeNull()
  frame.answer('CONNECT_OTP')
  await waitFor(async () => expect(await title()).toBe('Account'))
  expect(appKit.store.get(appKit.atoms.modal).history).toEqual(['Account'])
  expect(document.querySelector(modalTagName)?.shadowRoot?.textContent).toContain(testAddress.slice(0, 4))
})

test('resend within 30 s: SPEC §5 "Please try again after N seconds", nothing sent, the view stays', async () => {
  const { frame, dialog, title } = setup()
  await submitEmail(await dialog(), 'ada@example.com')
  await frame.posted$('CONNECT_EMAIL')
  frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
  await waitFor(async () => expect(await title()).toBe('Enter the code'))
  const ui = await dialog()
  fireEvent.click(ui.getByRole('button', { name: 'Resend code' }))
  const text = (await ui.findByTestId('resend-error')).textContent
  const seconds = Number(/^Please try again after (\d+) seconds$/.exec(text ?? '')?.[1])
  expect(seconds).toBeGreaterThanOrEqual(29)
  expect(seconds).toBeLessThanOrEqual(30)
  expect(frame.posted.filter((p) => p.type === '@w3m-app/CONNECT_EMAIL')).toHaveLength(1)
  expect(await title()).toBe('Enter the code')
})

test('the same throttle on the device view; after 30 s the mail goes again', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const { frame, dialog, title } = setup()
  await submitEmail(await dialog(), 'ada@example.com')
  await frame.posted$('CONNECT_EMAIL')
  frame.answer('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' })
  await waitFor(async () => expect(await title()).toBe('Approve this device'))
  const ui = await dialog()
  fireEvent.click(ui.getByRole('button', { name: 'Resend email' }))
  expect((await ui.findByTestId('resend-error')).textContent).toMatch(
    /^Please try again after (29|30) seconds$/,
  )
  // The device wait has its own 30 s timeout: answer it before the clock moves on.
  await frame.posted$('CONNECT_DEVICE')
  act(() => vi.advanceTimersByTime(29_000))
  frame.answer('CONNECT_DEVICE')
  await waitFor(async () => expect(await title()).toBe('Enter the code'))
  act(() => vi.advanceTimersByTime(2_000))
  const otp = await dialog()
  fireEvent.click(otp.getByRole('button', { name: 'Resend code' }))
  await frame.posted$('CONNECT_EMAIL', 2)
  frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
  expect((await otp.findByTestId('resend-status')).textContent).toBe('Sent again. Check your inbox.')
  expect(otp.queryByTestId('resend-error')).toBeNull()
})

test('garbage from the frame: an unknown action and a second answer change nothing; silence times out with the SPEC §8 alert', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const { frame, dialog, title, appKit } = setup()
  const ui = await dialog()
  await submitEmail(ui, 'ada@example.com')
  await frame.posted$('CONNECT_EMAIL')
  // An action the protocol does not have, and a payload that is not one: dropped, still waiting.
  frame.answer('CONNECT_EMAIL', { action: 'DANCE' })
  frame.answer('CONNECT_EMAIL', 'VERIFY_OTP')
  frame.deliver({
    type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
    id: 'not-the-id',
    payload: { action: 'CONNECT' },
  })
  expect(await title()).toBe('Connect wallet')
  expect(ui.getByRole('button', { name: 'Sending…' })).toBeDefined()
  expect(appKit.store.get(appKit.atoms.modal).history).toEqual(['Connect'])

  // The real answer, then the same answer again: the second is ignored.
  frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
  await waitFor(async () => expect(await title()).toBe('Enter the code'))
  frame.answer('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' })
  frame.answer('CONNECT_EMAIL', { action: 'CONNECT' })
  const otp = await dialog()
  expect(await title()).toBe('Enter the code')
  expect(appKit.store.get(appKit.atoms.modal).history).toEqual(['Connect', 'EmailVerifyOtp'])

  // A code the frame never answers: after SPEC §9's 30 s the request is aborted, the view says
  // so and stays; the timeout is SPEC §8's alert.
  fireEvent.change(otp.getByLabelText('Code'), { target: { value: '123456' } })
  fireEvent.click(otp.getByRole('button', { name: 'Continue' }))
  await frame.posted$('CONNECT_OTP')
  act(() => vi.advanceTimersByTime(30_000))
  expect((await otp.findByTestId('email-error')).textContent).toBe('Something went wrong')
  expect(await title()).toBe('Enter the code')
  await waitFor(() =>
    expect(document.querySelector(modalTagName)?.shadowRoot?.textContent).toContain(
      'Embedded Wallet Request Timed Out',
    ),
  )
  // An answer after the abort is for nobody.
  frame.answer('CONNECT_OTP')
  expect(await title()).toBe('Enter the code')
  expect(appKit.store.get(appKit.atoms.modal).history).toEqual(['Connect', 'EmailVerifyOtp'])
})

test('a frame error with no words is "An error occurred"; the entry keeps the address to try again', async () => {
  const { frame, dialog, title } = setup()
  const ui = await dialog()
  await submitEmail(ui, 'ada@example.com')
  await frame.posted$('CONNECT_EMAIL')
  frame.answer('CONNECT_EMAIL', {}, 'ERROR')
  expect((await ui.findByTestId('email-error')).textContent).toBe('An error occurred')
  expect(await title()).toBe('Connect wallet')
  expect((ui.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('ada@example.com')
  expect(ui.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBe('false')
})

test('an address core does not take is refused under the field and nothing is sent', async () => {
  const { frame, dialog } = setup()
  const ui = await dialog()
  await submitEmail(ui, 'not an email')
  expect((await ui.findByTestId('email-error')).textContent).toBe('Invalid email address')
  expect(frame.posted.some((p) => p.type === '@w3m-app/CONNECT_EMAIL')).toBe(false)
})

async function toDeviceView(setupResult: ReturnType<typeof setup>) {
  const { frame, dialog, title } = setupResult
  await submitEmail(await dialog(), 'ada@example.com')
  await frame.posted$('CONNECT_EMAIL')
  frame.answer('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' })
  await waitFor(async () => expect(await title()).toBe('Approve this device'))
  await frame.posted$('CONNECT_DEVICE')
}

test('Back or closing during the device wait cancels the login: the approval answered later moves nothing', async () => {
  for (const leave of ['Back', 'Close'] as const) {
    const started = setup()
    const { frame, dialog, title, appKit } = started
    await toDeviceView(started)
    fireEvent.click((await dialog()).getByRole('button', { name: leave }))
    if (leave === 'Close') {
      await waitFor(() => expect(appKit.store.get(appKit.atoms.modalOpen)).toBe(false))
      act(() => api?.open())
    }
    await waitFor(async () => expect(await title()).toBe('Connect wallet'))
    // The frame's approval, held until the user left.
    frame.answer('CONNECT_DEVICE')
    const ui = await dialog()
    await act(() => new Promise((r) => setTimeout(r, 20)))
    expect(await title()).toBe('Connect wallet')
    expect(appKit.store.get(appKit.atoms.modal).history).toEqual(['Connect'])
    // Starting over is starting from idle: an empty field, a free Continue button.
    expect((ui.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('')
    expect(ui.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBe('false')
    cleanup()
  }
})

test('a resend replaces the device wait: the first mail approved late moves nothing, the second goes on', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const { frame, dialog, title } = setup()
  await submitEmail(await dialog(), 'ada@example.com')
  await frame.posted$('CONNECT_EMAIL')
  // The mail's answer comes 5 s late, so the first device wait outlives the 30 s throttle.
  act(() => vi.advanceTimersByTime(5_000))
  frame.answer('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' })
  await waitFor(async () => expect(await title()).toBe('Approve this device'))
  await frame.posted$('CONNECT_DEVICE')
  act(() => vi.advanceTimersByTime(26_000))
  const ui = await dialog()
  fireEvent.click(ui.getByRole('button', { name: 'Resend email' }))
  await frame.posted$('CONNECT_EMAIL', 2)
  frame.answer('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' })
  await frame.posted$('CONNECT_DEVICE', 2)
  expect(ui.getByTestId('device-status').textContent).toBe('Sent again. Check your inbox.')
  // The first wait's approval, held until after the resend.
  const first = frame.posted.find((p) => p.type === '@w3m-app/CONNECT_DEVICE')
  act(() => frame.deliver({ type: '@w3m-frame/CONNECT_DEVICE_SUCCESS', id: first?.id }))
  await act(() => new Promise((r) => setTimeout(r, 20)))
  expect(await title()).toBe('Approve this device')
  frame.answer('CONNECT_DEVICE')
  await waitFor(async () => expect(await title()).toBe('Enter the code'))
})

test('after a disconnect the email login starts from idle: the entry is empty again', async () => {
  const { frame, dialog, title, appKit } = setup()
  await submitEmail(await dialog(), 'ada@example.com')
  await frame.posted$('CONNECT_EMAIL')
  frame.answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
  await waitFor(async () => expect(await title()).toBe('Enter the code'))
  const otp = await dialog()
  fireEvent.change(otp.getByLabelText('Code'), { target: { value: '123456' } })
  fireEvent.click(otp.getByRole('button', { name: 'Continue' }))
  await frame.posted$('CONNECT_OTP')
  frame.answer('CONNECT_OTP')
  await waitFor(async () => expect(await title()).toBe('Account'))
  await act(() => disconnect(appKit))
  act(() => api?.close())
  act(() => api?.open())
  await waitFor(async () => expect(await title()).toBe('Connect wallet'))
  const ui = await dialog()
  expect(((await ui.findByRole('textbox', { name: 'Email' })) as HTMLInputElement).value).toBe('')
  expect(ui.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBe('false')
})
