import { type FarcasterLoginFrame, mock } from '@openappkit/core'
import { setFarcasterLoginFrame } from '@openappkit/core/internal'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { act, cleanup, fireEvent, render, renderHook, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { AppKitProvider, useAppKit, useFarcasterLogin } from '../src/exports/index.ts'
import { AppKitModal } from '../src/modal/AppKitModal.tsx'
import { modalTagName } from '../src/modal/host/modalHost.ts'
import { wrapperFor } from './wrapperFor.tsx'

// The modal's ConnectingFarcaster view on useFarcasterLogin, over a frame whose answers the test
// gives: the link as a QR code and links, then an approval, a refusal or an expiry.

const LINK = 'https://farcaster.xyz/~/siwf?channelToken=abc'

function heldFrame() {
  const asked: string[] = []
  let signIn: ((error?: Error) => void) | undefined
  const frame: FarcasterLoginFrame = {
    getFarcasterUri: async () => {
      asked.push('uri')
      return { url: `${LINK}&n=${asked.length}` }
    },
    connectFarcaster: () =>
      new Promise((resolve, reject) => {
        signIn = (error) => (error ? reject(error) : resolve({ userName: 'alice' }))
      }),
  }
  return { frame, asked, answer: (error?: Error) => act(() => signIn?.(error)) }
}

let api: ReturnType<typeof useAppKit> | undefined
function Controls() {
  api = useAppKit()
  return null
}
afterEach(() => cleanup())

function setup(withFrame = true) {
  const held = heldFrame()
  const { appKit } = createTestAppKit({
    adapter: mock({ connectors: [{ id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }] }),
    services: { blockchainApi: false, walletDirectory: false, analytics: false },
  })
  if (withFrame) setFarcasterLoginFrame(appKit, held.frame)
  render(
    <AppKitProvider appKit={appKit}>
      <Controls />
      <AppKitModal />
    </AppKitProvider>,
  )
  act(() => api?.open({ view: 'ConnectingFarcaster' }))
  const dialog = () =>
    waitFor(() => {
      const found = document
        .querySelector(modalTagName)
        ?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')
      if (!found) throw new Error('no dialog yet')
      return within(found)
    })
  return { appKit, held, dialog }
}

test('opened by name: the link as a QR code, to open and to copy; approved, the modal goes to Account', async () => {
  const { held, dialog, appKit } = setup()
  const ui = await dialog()
  expect(ui.getByRole('heading', { level: 2 }).textContent).toBe('Farcaster')
  await ui.findByRole('img', { name: 'Farcaster sign-in QR code' })
  expect(ui.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')).toBe(`${LINK}&n=1`)
  expect(ui.getByRole('button', { name: 'Copy link' })).toBeTruthy()
  expect(ui.getByText('Waiting for your approval in Farcaster…').getAttribute('role')).toBe('status')
  expect(appKit.store.get(appKit.atoms.account('eip155')).farcasterUrl).toBe(`${LINK}&n=1`)
  held.answer()
  await waitFor(() => expect(ui.getByRole('heading', { level: 2 }).textContent).toBe('Account'))
})

test('refused: the reason and a new link; expired: says so', async () => {
  const { held, dialog } = setup()
  const ui = await dialog()
  await ui.findByRole('img', { name: 'Farcaster sign-in QR code' })
  held.answer(new Error('Farcaster sign-in refused: Invalid nonce'))
  expect((await ui.findByRole('alert')).textContent).toBe('The Farcaster sign-in did not go through')
  expect(ui.getByTestId('farcaster-error').textContent).toBe('Farcaster sign-in refused: Invalid nonce')
  fireEvent.click(ui.getByRole('button', { name: 'New link' }))
  await waitFor(() =>
    expect(ui.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')).toBe(`${LINK}&n=2`),
  )
  held.answer(new Error('The Farcaster sign-in has expired'))
  expect((await ui.findByRole('alert')).textContent).toBe('The sign-in link expired')
  expect(ui.queryByTestId('farcaster-error')).toBeNull()
  expect(ui.getByRole('heading', { level: 2 }).textContent).toBe('Farcaster')
})

test('without the embedded wallet the view says why and asks nothing', async () => {
  const { dialog, held } = setup(false)
  const ui = await dialog()
  expect((await ui.findByRole('alert')).textContent).toBe('Farcaster sign-in is not set up for this app')
  expect(held.asked).toEqual([])
})

test('useFarcasterLogin: start, the link, reset', async () => {
  const held = heldFrame()
  const { appKit } = createTestAppKit({
    adapter: mock({ connectors: [{ id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }] }),
  })
  setFarcasterLoginFrame(appKit, held.frame)
  const { result } = renderHook(() => useFarcasterLogin(), { wrapper: wrapperFor(appKit) })
  expect(result.current).toMatchObject({ step: 'idle', available: true })
  let login: Promise<unknown> = Promise.resolve()
  act(() => {
    login = result.current.start().catch((error: unknown) => error)
  })
  await waitFor(() => expect(result.current).toMatchObject({ step: 'waiting', url: `${LINK}&n=1` }))
  act(() => result.current.reset())
  expect(result.current.step).toBe('idle')
  held.answer()
  expect(((await login) as { shortMessage: string }).shortMessage).toBe('The Farcaster login was cancelled')
  expect(result.current.step).toBe('idle')
})
