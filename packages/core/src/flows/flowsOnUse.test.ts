import { createTestAppKit } from '@openappkit/test-utils'
import { expect, test } from 'vitest'
import { connect } from '../actions/connect'
import { mock } from '../adapters/mock'
import { sendErrorMessages } from '../errors/domain'
import { mainnet } from '../networks/evmNetworks'
import { updateOnrampState } from '../onramp/onrampState'
import { swapInputErrorMessages } from '../swap/swapInputError'
import { buyOnramp, cancelOnrampPurchase, executeSwap, sendTokens, signIn } from './flowsOnUse'

// The stand-ins core's entry exports: the flow's code is fetched on the first call, and a second
// call while it loads (a double click on a cold page) gets the first call's run, not a run of its own.
test('two sends at once while the code loads: one run, the SPEC message; the next call runs again', async () => {
  const { appKit } = createTestAppKit()
  const first = sendTokens(appKit)
  const second = sendTokens(appKit)
  expect(second).toBe(first)
  await expect(first).rejects.toThrow(sendErrorMessages.amountAndReceiverRequired)
  const third = sendTokens(appKit)
  expect(third).not.toBe(first)
  await expect(third).rejects.toThrow(sendErrorMessages.amountAndReceiverRequired)
})

test('a swap the same way; the other flows load and report their own errors', async () => {
  const { appKit } = createTestAppKit()
  const first = executeSwap(appKit)
  expect(executeSwap(appKit)).toBe(first)
  await expect(first).rejects.toThrow(swapInputErrorMessages.chooseTokens)
  await expect(signIn(appKit)).rejects.toThrow('SIWX is not enabled')
})

// cancelOnrampPurchase stays synchronous while buyOnramp loads on use: a cancel made in the same
// tick as the buy, before the code is here, must still stop that buy, not run before it and miss.
test('a purchase cancelled while its code loads stops, its window closed; a new one runs again', async () => {
  const { appKit } = createTestAppKit({
    adapters: [mock()],
    networks: [mainnet],
    services: { blockchainApi: false, analytics: false, walletDirectory: false },
  })
  cancelOnrampPurchase(appKit)
  await connect(appKit, { connectorId: 'mock', network: mainnet })
  updateOnrampState(appKit, { amount: '50' })
  const window = {
    closed: false,
    navigate: () => {},
    close: () => {
      window.closed = true
    },
  }
  const bought = buyOnramp(appKit, { window, timeZone: 'UTC' })
  cancelOnrampPurchase(appKit)
  await expect(bought).rejects.toThrow('Stopped waiting for the purchase')
  expect(window.closed).toBe(true)
  const again = buyOnramp(appKit, { window: null, timeZone: 'Asia/Hong_Kong' })
  await expect(again).rejects.toThrow('Buying crypto is not available in your region')
})
