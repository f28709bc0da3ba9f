import { connect } from '@openappkit/core'
import { pushView } from '@openappkit/core/internal'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { act, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useAccountModal } from './useAccountModal.ts'
import { useChainModal } from './useChainModal.ts'
import { useConnectModal } from './useConnectModal.ts'
import { useModalState } from './useModalState.ts'

const useControls = () => ({
  connect: useConnectModal(),
  account: useAccountModal(),
  chain: useChainModal(),
  modal: useModalState(),
})

test('each control opens its view, says it is open, and closes the modal', async () => {
  const { appKit } = createTestAppKit()
  const { result } = renderHook(useControls, { wrapper: wrapperFor(appKit) })
  expect(result.current.connect.isOpen).toBe(false)
  act(() => result.current.connect.openConnectModal())
  expect(result.current.modal).toMatchObject({ open: true, view: 'Connect' })
  expect(result.current.connect).toMatchObject({ isOpen: true, connectModalOpen: true })
  expect(result.current.chain.isOpen).toBe(false)
  act(() => result.current.connect.close())
  expect(result.current.modal.open).toBe(false)
  expect(result.current.connect.connectModalOpen).toBe(false)

  act(() => result.current.chain.openChainModal())
  expect(result.current.modal.view).toBe('Networks')
  expect(result.current.chain).toMatchObject({ isOpen: true, chainModalOpen: true })
  expect(result.current.connect.isOpen).toBe(false)
  act(() => result.current.chain.close())

  await act(() => connect(appKit, { connectorId: 'mock' }))
  act(() => result.current.account.openAccountModal())
  expect(result.current.modal.view).toBe('Account')
  expect(result.current.account).toMatchObject({ isOpen: true, accountModalOpen: true })
})

test('a step the Connect view led to is still the Connect modal', () => {
  const { appKit } = createTestAppKit()
  const { result } = renderHook(useControls, { wrapper: wrapperFor(appKit) })
  act(() => result.current.connect.open())
  act(() => pushView(appKit, 'AllWallets'))
  expect(result.current.modal.view).toBe('AllWallets')
  expect(result.current.connect.isOpen).toBe(true)
})
