import { closeModal, openModal } from '@openappkit/core'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useModalState } from './useModalState.ts'
import { useRouter } from './useRouter.ts'

// A small navigator drawn over the hooks: the history as text, a button per router call.
function Navigator() {
  const { open, history, data } = useModalState()
  const router = useRouter()
  return (
    <>
      <p data-testid="history">{open ? history.join(' > ') : 'closed'}</p>
      <p data-testid="data">{JSON.stringify(data ?? null)}</p>
      <button type="button" onClick={() => router.push('AllWallets')}>
        All wallets
      </button>
      <button type="button" onClick={() => router.push('ConnectingExternal', { wallet: 'w1' })}>
        Wallet one
      </button>
      <button type="button" onClick={() => router.replace('ConnectingWalletConnect')}>
        Use WalletConnect instead
      </button>
      <button type="button" onClick={() => router.reset('Account')}>
        Account only
      </button>
      <button type="button" onClick={() => router.goBack()}>
        Back
      </button>
    </>
  )
}

function renderNavigator() {
  const { appKit } = createTestAppKit()
  render(<Navigator />, { wrapper: wrapperFor(appKit) })
  act(() => openModal(appKit, { view: 'Connect' }))
  const history = () => screen.getByTestId('history').textContent
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
  return { appKit, history, click }
}

test('push adds a view, once: pushing the current view again changes nothing', () => {
  const { history, click } = renderNavigator()
  expect(history()).toBe('Connect')
  click('All wallets')
  expect(history()).toBe('Connect > AllWallets')
  click('All wallets')
  expect(history()).toBe('Connect > AllWallets')
})

test('push hands its data to the view; replace swaps the current view; reset leaves one entry', () => {
  const { history, click } = renderNavigator()
  click('Wallet one')
  expect(history()).toBe('Connect > ConnectingExternal')
  expect(screen.getByTestId('data').textContent).toBe('{"wallet":"w1"}')
  click('Use WalletConnect instead')
  expect(history()).toBe('Connect > ConnectingWalletConnect')
  click('Account only')
  expect(history()).toBe('Account')
})

test('goBack pops a view, and closes the modal on the first one', () => {
  const { history, click } = renderNavigator()
  click('All wallets')
  click('Back')
  expect(history()).toBe('Connect')
  click('Back')
  expect(history()).toBe('closed')
})

test('goBack closes the modal when UnsupportedChain is in the history', () => {
  const { appKit, history, click } = renderNavigator()
  act(() => openModal(appKit, { view: 'UnsupportedChain' }))
  click('All wallets')
  expect(history()).toBe('UnsupportedChain > AllWallets')
  click('Back')
  expect(history()).toBe('closed')
})

const seenRouters = new Set<unknown>()
function RouterProbe() {
  const router = useRouter()
  useModalState()
  seenRouters.add(router)
  return null
}

test('the router keeps its identity across renders, so it can sit in effect dependencies', () => {
  const { appKit } = createTestAppKit()
  seenRouters.clear()
  render(<RouterProbe />, { wrapper: wrapperFor(appKit) })
  act(() => openModal(appKit))
  act(() => closeModal(appKit))
  expect(seenRouters.size).toBe(1)
})
