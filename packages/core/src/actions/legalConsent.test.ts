import { createTestAppKit } from '@openappkit/testing/vitest'
import { describe, expect, test } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { connect } from './connect.ts'
import { getAccount } from './getAccount.ts'
import { getLegalConsent, LegalConsentRequiredError, setLegalConsent } from './legalConsent.ts'

const legal = {
  features: { legalCheckbox: true },
  termsConditionsUrl: 'https://app.example/terms',
}

describe('the terms box holds back a first connect, in core', () => {
  test('connect is refused until the visitor agrees, and nothing is asked of the wallet', async () => {
    const adapter = mock()
    const { appKit } = createTestAppKit({ adapter, ...legal })
    expect(getLegalConsent(appKit)).toBe(false)
    await expect(connect(appKit, { connectorId: 'mock' })).rejects.toThrow(LegalConsentRequiredError)
    expect(adapter.calls).toEqual([])
    expect(getAccount(appKit).status).toBe('disconnected')

    setLegalConsent(appKit, true)
    expect(getLegalConsent(appKit)).toBe(true)
    await connect(appKit, { connectorId: 'mock' })
    expect(getAccount(appKit).status).toBe('connected')
  })

  test('a second namespace, once a wallet is connected, asks nothing again', async () => {
    const { appKit } = createTestAppKit({ adapters: [mock(), mock({ namespace: 'solana' })], ...legal })
    setLegalConsent(appKit, true)
    await connect(appKit, { connectorId: 'mock', namespace: 'eip155' })
    setLegalConsent(appKit, false)
    await connect(appKit, { connectorId: 'mock', namespace: 'solana' })
    expect(getAccount(appKit, { namespace: 'solana' }).status).toBe('connected')
  })

  test('without the box, nothing is held back', async () => {
    const { appKit } = createTestAppKit()
    expect(getLegalConsent(appKit)).toBe(true)
    await connect(appKit, { connectorId: 'mock' })
    expect(getAccount(appKit).status).toBe('connected')
  })
})
