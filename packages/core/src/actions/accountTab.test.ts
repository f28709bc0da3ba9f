import { createTestAppKit } from '@openappkit/testing/vitest'
import { describe, expect, test } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { InvalidParametersError } from '../errors/parameters.ts'
import { getAccountTab, getAccountTabs, setAccountTab } from './accountTab.ts'
import { closeModal } from './closeModal.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'
import { openModal } from './openModal.ts'

describe("the Account view's tab, in core", () => {
  test('the chosen tab survives closing and reopening the modal, and goes back to Tokens on disconnect', async () => {
    const { appKit } = createTestAppKit({ adapter: mock() })
    await connect(appKit, { connectorId: 'mock' })
    expect(getAccountTab(appKit)).toBe('tokens')
    openModal(appKit)
    setAccountTab(appKit, 'activity')
    closeModal(appKit)
    openModal(appKit)
    expect(getAccountTab(appKit)).toBe('activity')
    await disconnect(appKit)
    expect(getAccountTab(appKit)).toBe('tokens')
  })

  test('history off: no Activity tab, and choosing it throws and changes nothing', async () => {
    const { appKit } = createTestAppKit({ adapter: mock(), features: { history: false } })
    await connect(appKit, { connectorId: 'mock' })
    expect(getAccountTabs(appKit)).toEqual(['tokens', 'nfts'])
    setAccountTab(appKit, 'nfts')
    expect(() => setAccountTab(appKit, 'activity')).toThrowError(InvalidParametersError)
    expect(() => setAccountTab(appKit, 'activity')).toThrowError(/expected one of "tokens"\|"nfts"/)
    expect(getAccountTab(appKit)).toBe('nfts')
  })
})
