import { createTestAppKit } from '@openappkit/testing/vitest'
import { expect, test, vi } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { showFrameTimeoutAlert } from './frameTimeoutAlert.ts'

test('each frame timeout reason is its alert; an unknown one shows nothing', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const cases = [
    ['iframe_load_failed', 'Network Error - Could not load embedded wallet'],
    ['iframe_request_timeout', 'Embedded Wallet Request Timed Out'],
  ] as const
  for (const [reason, message] of cases) {
    const { appKit } = createTestAppKit({ adapters: [mock()] })
    const alerts: string[] = []
    appKit.emitter.on('alert', (alert) => alerts.push(alert.shortMessage))
    showFrameTimeoutAlert(appKit, reason)
    await vi.waitFor(() =>
      expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({ open: true, message, variant: 'error' }),
    )
    expect(alerts).toEqual([message])
  }
  const { appKit: unverified } = createTestAppKit({ adapters: [mock()] })
  const alerts: string[] = []
  unverified.emitter.on('alert', (alert) => alerts.push(alert.shortMessage))
  showFrameTimeoutAlert(unverified, 'unverified_domain')
  expect(alerts).toHaveLength(1)

  const { appKit: other } = createTestAppKit({ adapters: [mock()] })
  showFrameTimeoutAlert(other, 'nope')
  expect(other.store.get(other.atoms.toast).open).toBe(false)
  warn.mockRestore()
})
