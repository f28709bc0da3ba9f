import { expect, test } from 'vitest'
import { createTestAppKit } from '../../test/createTestAppKit'
import { sendErrorMessages } from '../errors/domain'
import { swapInputErrorMessages } from '../swap/swapInputError'
import { executeSwap, sendTokens, signIn } from './flowsOnUse'

// The stand-ins core's entry exports: the flow's code is fetched on the first call, and a second
// call while it loads (a double click on a cold page) gets the first call's run, not a run of its own.
test('two sends at once while the code loads: one run, the SPEC message; the next call runs again', async () => {
  const appKit = createTestAppKit()
  const first = sendTokens(appKit)
  const second = sendTokens(appKit)
  expect(second).toBe(first)
  await expect(first).rejects.toThrow(sendErrorMessages.amountAndReceiverRequired)
  const third = sendTokens(appKit)
  expect(third).not.toBe(first)
  await expect(third).rejects.toThrow(sendErrorMessages.amountAndReceiverRequired)
})

test('a swap the same way; the other flows load and report their own errors', async () => {
  const appKit = createTestAppKit()
  const first = executeSwap(appKit)
  expect(executeSwap(appKit)).toBe(first)
  await expect(first).rejects.toThrow(swapInputErrorMessages.chooseTokens)
  await expect(signIn(appKit)).rejects.toThrow('SIWX is not enabled')
})
