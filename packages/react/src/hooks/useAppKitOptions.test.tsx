import { createTestAppKit, testDirectory as directory } from '@openappkit/testing/vitest'
import { render, renderHook, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { wrapperFor } from '../../test/wrapperFor.tsx'
import { useAppKitOptions } from './useAppKitOptions.ts'

function Features() {
  const { features, enableEmbedded, disableAppend, services } = useAppKitOptions()
  return (
    <ul>
      <li>{`All wallets: ${features.allWallets}`}</li>
      <li>{`Methods: ${features.connectMethodsOrder?.join(', ') ?? 'default order'}`}</li>
      <li>{enableEmbedded ? 'Embedded' : 'Dialog'}</li>
      <li>{disableAppend ? 'Rendered in place' : 'Appended to body'}</li>
      <li>{`Directory: ${services.walletDirectory || 'off'}`}</li>
    </ul>
  )
}

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent)

test('core’s defaults when the app sets nothing', () => {
  const { appKit } = createTestAppKit()
  render(<Features />, { wrapper: wrapperFor(appKit) })
  expect(items()).toEqual([
    'All wallets: SHOW',
    'Methods: default order',
    'Dialog',
    'Appended to body',
    `Directory: ${directory}`,
  ])
})

test('what the app chose', () => {
  const { appKit } = createTestAppKit({
    features: { allWallets: false, connectMethodsOrder: ['wallet', 'email'] },
    enableEmbedded: true,
    disableAppend: true,
    services: { walletDirectory: false },
  })
  render(<Features />, { wrapper: wrapperFor(appKit) })
  expect(items()).toEqual([
    'All wallets: HIDE',
    'Methods: wallet, email',
    'Embedded',
    'Rendered in place',
    'Directory: off',
  ])
})

test('the same object on every render', () => {
  const { appKit } = createTestAppKit()
  const { result, rerender } = renderHook(() => useAppKitOptions(), { wrapper: wrapperFor(appKit) })
  const first = result.current
  rerender()
  expect(result.current).toBe(first)
})
