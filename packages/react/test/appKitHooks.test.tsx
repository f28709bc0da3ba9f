import { type AppKitEvent, connect } from '@openappkit/core'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { useAppKit } from '../src/hooks/useAppKit.ts'
import { useAppKitEvents } from '../src/hooks/useAppKitEvents.ts'
import { useAppKitState } from '../src/hooks/useAppKitState.ts'
import { useAppKitTheme } from '../src/hooks/useAppKitTheme.ts'
import { wrapperFor } from './wrapperFor.tsx'

function Controls() {
  const { open, close } = useAppKit()
  const state = useAppKitState()
  return (
    <>
      <p data-testid="state">{`${state.open ? 'open' : 'closed'} ${state.activeChain} ${state.selectedNetworkId}`}</p>
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <button type="button" onClick={() => open({ view: 'AllWallets', namespace: 'eip155' })}>
        All wallets
      </button>
      <button type="button" onClick={() => close()}>
        Close
      </button>
    </>
  )
}

test('useAppKit opens on Connect (or a given view) and closes; useAppKitState follows', () => {
  const { appKit } = createTestAppKit()
  render(<Controls />, { wrapper: wrapperFor(appKit) })
  expect(screen.getByTestId('state').textContent).toBe('closed eip155 eip155:1')
  fireEvent.click(screen.getByText('Open'))
  expect(screen.getByTestId('state').textContent).toBe('open eip155 eip155:1')
  expect(appKit.store.get(appKit.atoms.modal).view).toBe('Connect')
  fireEvent.click(screen.getByText('Close'))
  fireEvent.click(screen.getByText('All wallets'))
  expect(appKit.store.get(appKit.atoms.modal)).toMatchObject({
    view: 'AllWallets',
    data: { namespace: 'eip155' },
  })
})

test('useAppKitState shows loading while a connection is in progress', async () => {
  const { appKit, adapter } = createTestAppKit()
  let finish: () => void = () => {}
  const original = adapter.connect
  adapter.connect = async (parameters) => {
    await new Promise<void>((resolve) => {
      finish = resolve
    })
    return original(parameters)
  }
  const { result } = renderHook(() => useAppKitState(), { wrapper: wrapperFor(appKit) })
  let pending: Promise<unknown> = Promise.resolve()
  act(() => {
    pending = connect(appKit, { connectorId: 'mock' })
  })
  expect(result.current.loading).toBe(true)
  await act(async () => {
    finish()
    await pending
  })
  expect(result.current.loading).toBe(false)
})

test('useAppKitEvents gives the latest typed event and calls onEvent for each', async () => {
  const { appKit } = createTestAppKit()
  const seen: AppKitEvent['name'][] = []
  const { result } = renderHook(() => useAppKitEvents({ onEvent: (event) => seen.push(event.name) }), {
    wrapper: wrapperFor(appKit),
  })
  await act(() => connect(appKit, { connectorId: 'mock' }))
  const latest = result.current
  expect(latest?.name).toBe('connect')
  if (latest?.name === 'connect') expect(latest.data.caipNetworkId).toBe('eip155:1')
  act(() => {
    appKit.emitter.emit('modal', { open: true, view: 'Account' })
  })
  expect(seen).toEqual(['connect', 'modal'])
})

test('useAppKitTheme reads and sets mode and variables', () => {
  const { appKit } = createTestAppKit({ themeVariables: { '--oak-accent': '#00f' } })
  const { result } = renderHook(() => useAppKitTheme(), { wrapper: wrapperFor(appKit) })
  expect(result.current.themeMode).toBe('light')
  act(() => result.current.setThemeMode('dark'))
  act(() => result.current.setThemeVariables({ '--oak-radius': '8px' }))
  expect(result.current.themeMode).toBe('dark')
  expect(result.current.themeVariables).toMatchObject({ '--oak-accent': '#00f', '--oak-radius': '8px' })
  expect(() => result.current.setThemeMode('blue' as 'dark')).toThrow('themeMode must be "light" or "dark"')
})
