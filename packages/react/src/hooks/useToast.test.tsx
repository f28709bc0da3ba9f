import { showToast } from '@openappkit/core/internal'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useToast } from './useToast.ts'

afterEach(() => {
  vi.useRealTimers()
})

function Toast() {
  const { toast, close } = useToast()
  if (!toast.open) return null
  return (
    <div role={toast.variant === 'error' ? 'alert' : 'status'}>
      {toast.message}
      <button type="button" onClick={close}>
        Dismiss
      </button>
    </div>
  )
}

test('shows the toast core holds, and closes it', async () => {
  const { appKit } = createTestAppKit()
  render(<Toast />, { wrapper: wrapperFor(appKit) })
  expect(screen.queryByRole('status')).toBeNull()
  await act(() => showToast(appKit, { message: 'Address copied', variant: 'success' }))
  expect(screen.getByRole('status').textContent).toContain('Address copied')
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
  expect(screen.queryByRole('status')).toBeNull()
})

test('a second toast replaces the first after core’s 150 ms gap, never both at once', async () => {
  vi.useFakeTimers()
  const { appKit } = createTestAppKit()
  render(<Toast />, { wrapper: wrapperFor(appKit) })
  await act(() => showToast(appKit, { message: 'Copied', variant: 'success' }))
  let second: Promise<void> = Promise.resolve()
  act(() => {
    second = showToast(appKit, { message: 'Network switch failed', variant: 'error' })
  })
  expect(screen.queryByRole('status')).toBeNull()
  expect(screen.queryByRole('alert')).toBeNull()
  await act(async () => {
    vi.advanceTimersByTime(149)
  })
  expect(screen.queryByRole('alert')).toBeNull()
  await act(async () => {
    vi.advanceTimersByTime(1)
    await second
  })
  expect(screen.getByRole('alert').textContent).toContain('Network switch failed')
})
