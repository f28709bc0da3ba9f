import { expect, test, vi } from 'vitest'
import { alerts, createProviderErrorReporter, getAlert, getProviderErrorAlertId } from './alerts.ts'

test('spec short messages', () => {
  expect(Object.values(alerts).map((a) => a.shortMessage)).toEqual([
    'Network Not Found',
    'Invalid App Configuration',
    'Invalid App Configuration',
    'Network Error - Could not load embedded wallet',
    'Embedded Wallet Request Timed Out',
    'Session Expired',
    'Invalid Project ID',
    'Project ID Not Configured',
    'Unverified Domain',
  ])
  expect(alerts.originNotAllowedAnalytics.longMessage).toBe(
    'Origin not found on Allowlist - update configuration',
  )
  expect(getAlert('projectIdNotConfigured')).toMatchObject({
    id: 'projectIdNotConfigured',
    shortMessage: 'Project ID Not Configured',
  })
})

test('provider error mapping', () => {
  expect(getProviderErrorAlertId(new Error('Unauthorized: origin not allowed'))).toBe(
    'invalidAppConfiguration',
  )
  expect(getProviderErrorAlertId('JWT validation error: JWT Token is not yet valid')).toBe('sessionExpired')
  expect(getProviderErrorAlertId(new Error('x: Unauthorized: invalid key'))).toBe('invalidProjectId')
  expect(getProviderErrorAlertId(new Error('other'))).toBeUndefined()
  expect(getProviderErrorAlertId(undefined)).toBeUndefined()
})

test('each provider error kind is alerted once', () => {
  const onAlert = vi.fn()
  const report = createProviderErrorReporter(onAlert)
  expect(report(new Error('Unauthorized: origin not allowed'))).toBe(true)
  expect(report(new Error('Unauthorized: origin not allowed'))).toBe(false)
  expect(report(new Error('Unauthorized: invalid key'))).toBe(true)
  expect(report(new Error('unrelated'))).toBe(false)
  expect(onAlert.mock.calls.map(([a]) => a.id)).toEqual(['invalidAppConfiguration', 'invalidProjectId'])
})
