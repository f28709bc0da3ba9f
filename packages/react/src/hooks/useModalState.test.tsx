import { closeModal, openModal } from '@openappkit/core'
import { pushView, requestApproval } from '@openappkit/core/internal'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { act, render, renderHook, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useAppKit } from './useAppKit.ts'
import { useModalState } from './useModalState.ts'

afterEach(() => {
  vi.useRealTimers()
})

function ModalStatus() {
  const { open, view, history, data, transactionStack, shake } = useModalState()
  return (
    <dl>
      <dt>Open</dt>
      <dd data-testid="open">{open ? 'yes' : 'no'}</dd>
      <dt>View</dt>
      <dd data-testid="view">{view}</dd>
      <dt>History</dt>
      <dd data-testid="history">{history.join(' > ')}</dd>
      <dt>Data</dt>
      <dd data-testid="data">{JSON.stringify(data ?? null)}</dd>
      <dt>Pending requests</dt>
      <dd data-testid="pending">{transactionStack.length}</dd>
      <dt>Shaking</dt>
      <dd data-testid="shake">{shake ? 'yes' : 'no'}</dd>
    </dl>
  )
}

const text = (id: string) => screen.getByTestId(id).textContent

test('follows the modal: closed on Connect, opened, the view and its data, closed again', () => {
  const { appKit } = createTestAppKit()
  render(<ModalStatus />, { wrapper: wrapperFor(appKit) })
  expect([text('open'), text('view'), text('history')]).toEqual(['no', 'Connect', 'Connect'])
  act(() => openModal(appKit, { view: 'AllWallets', data: { namespace: 'eip155' } }))
  expect([text('open'), text('view'), text('data')]).toEqual(['yes', 'AllWallets', '{"namespace":"eip155"}'])
  act(() => pushView(appKit, 'Networks'))
  expect([text('view'), text('history')]).toEqual(['Networks', 'AllWallets > Networks'])
  act(() => {
    closeModal(appKit)
  })
  expect([text('open'), text('view')]).toEqual(['no', 'Connect'])
})

test('a wallet request waiting for approval shows ApproveTransaction with one pending request', () => {
  const { appKit } = createTestAppKit()
  render(<ModalStatus />, { wrapper: wrapperFor(appKit) })
  act(() => requestApproval(appKit))
  expect([text('open'), text('view'), text('pending')]).toEqual(['yes', 'ApproveTransaction', '1'])
})

test('useAppKit().shake(): shake is on for core’s 500 ms, then off', () => {
  vi.useFakeTimers()
  const { appKit } = createTestAppKit()
  render(<ModalStatus />, { wrapper: wrapperFor(appKit) })
  const { result } = renderHook(() => useAppKit(), { wrapper: wrapperFor(appKit) })
  act(() => result.current.shake())
  expect(text('shake')).toBe('yes')
  act(() => vi.advanceTimersByTime(499))
  expect(text('shake')).toBe('yes')
  act(() => vi.advanceTimersByTime(1))
  expect(text('shake')).toBe('no')
})

test('outside the provider it names itself', () => {
  expect(() => render(<ModalStatus />)).toThrow('`useModalState` must be used within `<AppKitProvider>`')
})
