import { connect, openModal, refreshBalance, setTheme } from '@openappkit/core'
import { queryKeys } from '@openappkit/core/query'
import { createTestAppKit, testAddress } from '@openappkit/testing/vitest'
import { act, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { expect, test } from 'vitest'
import { useAccount } from '../src/hooks/useAccount.ts'
import { useAppKitState } from '../src/hooks/useAppKitState.ts'
import { useAppKitTheme } from '../src/hooks/useAppKitTheme.ts'
import { wrapperFor } from './wrapperFor.tsx'

function AddressOnly() {
  const { address } = useAccount()
  return <p data-testid="address">{address ?? 'none'}</p>
}
function ModalAndTheme() {
  const { open } = useAppKitState()
  const { themeMode } = useAppKitTheme()
  return <p data-testid="other">{`${open ? 'open' : 'closed'} ${themeMode}`}</p>
}

test('a component reading only the address does not re-render on balance, modal or theme changes', async () => {
  const { appKit } = createTestAppKit({ services: { blockchainApi: false, walletDirectory: false } })
  let addressRenders = 0
  render(
    <>
      <Profiler id="address" onRender={() => addressRenders++}>
        <AddressOnly />
      </Profiler>
      <ModalAndTheme />
    </>,
    { wrapper: wrapperFor(appKit) },
  )
  await act(() => connect(appKit, { connectorId: 'mock' }))
  expect(screen.getByTestId('address').textContent).toBe(testAddress)
  const afterConnect = addressRenders

  await act(() => refreshBalance(appKit, { namespace: 'eip155' }))
  const portfolio = queryKeys.portfolio({ address: testAddress, caipNetworkId: 'eip155:1' })
  expect(appKit.queryClient.getQueryData(portfolio)).toEqual([
    expect.objectContaining({ quantity: { decimals: '18', numeric: '1' } }),
  ])
  act(() => openModal(appKit))
  act(() => setTheme(appKit, { themeMode: 'dark', themeVariables: { accent: '#f00' } }))
  // The other component did see every change, so the changes really happened in the tree.
  expect(screen.getByTestId('other').textContent).toBe('open dark')
  expect(addressRenders).toBe(afterConnect)
})
