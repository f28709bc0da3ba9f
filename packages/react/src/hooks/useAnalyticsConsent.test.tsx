import { createAppKit, mock } from '@openappkit/core'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, test } from 'vitest'
import { AppKitProvider } from '../AppKitProvider.tsx'
import { useAnalyticsConsent } from './useAnalyticsConsent.ts'

const services = {
  blockchainApi: false,
  walletDirectory: false,
  analytics: false,
  rpc: false,
  authFrame: false,
} as const

test('an app’s banner: pending, then granted, then withdrawn; re-renders with each answer', () => {
  const appKit = createAppKit({
    projectId: 'p',
    adapters: [mock()],
    storage: null,
    services,
    analyticsConsent: true,
  })
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
  )
  const { result } = renderHook(() => useAnalyticsConsent(), { wrapper })
  expect(result.current.consent).toBe('pending')
  act(() => result.current.grant())
  expect(result.current.consent).toBe('granted')
  act(() => result.current.deny())
  expect(result.current.consent).toBe('denied')
})

test('without the option: notRequired, and grant says why it cannot', () => {
  const appKit = createAppKit({ projectId: 'p', adapters: [mock()], storage: null, services })
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
  )
  const { result } = renderHook(() => useAnalyticsConsent(), { wrapper })
  expect(result.current.consent).toBe('notRequired')
  expect(() => result.current.grant()).toThrow('The analyticsConsent option is off')
})
