import { createTestAppKit } from '@openappkit/testing/vitest'
import { describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.ts'
import { getModalState } from '../actions/getModalState.ts'
import { pushView } from '../actions/navigation.ts'
import { openModal } from '../actions/openModal.ts'
import { updateSendState } from '../actions/updateSendState.ts'
import { mock } from '../adapters/mock.ts'
import { buyOnramp } from '../onramp/buyOnramp.ts'
import { sendTokens } from '../send/sendTokens.ts'
import { executeSwap } from '../swap/executeSwap.ts'
import { FeatureDisabledError } from './requireFeature.ts'

const off = { swaps: false, onramp: false, send: false, receive: false }

describe('feature switches refuse the feature, not only its button', () => {
  test('a view of a feature that is off does not open, and the modal stays as it was', () => {
    const { appKit } = createTestAppKit({ features: off })
    for (const view of ['Swap', 'WalletSend', 'WalletReceive', 'OnrampBuy', 'OnrampProviders'] as const) {
      expect(() => openModal(appKit, { view })).toThrow(FeatureDisabledError)
      expect(getModalState(appKit).open).toBe(false)
    }
    expect(() => openModal(appKit, { view: 'Swap' })).toThrow('Swaps is switched off')
    openModal(appKit)
    expect(() => pushView(appKit, 'WalletSend')).toThrow(
      expect.objectContaining({ feature: 'send', details: 'features.send is false' }),
    )
    expect(getModalState(appKit).view).toBe('Connect')
  })

  test('the actions refuse with the switch named; the wallet is never asked', async () => {
    const adapter = mock()
    const { appKit } = createTestAppKit({ adapter, features: off })
    await connect(appKit, { connectorId: 'mock' })
    updateSendState(appKit, {
      sendTokenAmount: '1',
      receiverAddress: '0x000000000000000000000000000000000000dEaD',
    })
    await expect(sendTokens(appKit)).rejects.toThrow('Sending is switched off')
    await expect(executeSwap(appKit)).rejects.toMatchObject({
      name: 'FeatureDisabledError',
      feature: 'swaps',
    })
    let closed = false
    await expect(buyOnramp(appKit, { window: { close: () => (closed = true) } as never })).rejects.toThrow(
      'Buying crypto is switched off',
    )
    expect(closed).toBe(true)
    expect(adapter.calls.map((c) => c.method)).not.toContain('sendTransfer')
  })

  test('with the switches on, the same views open', () => {
    const { appKit } = createTestAppKit()
    openModal(appKit, { view: 'WalletReceive' })
    expect(getModalState(appKit)).toMatchObject({ open: true, view: 'WalletReceive' })
  })
})
