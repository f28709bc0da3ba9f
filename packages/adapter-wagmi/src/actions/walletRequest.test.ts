import { expect, test } from 'vitest'
import { parseChainId } from './walletRequest'

test("a wallet's chain id: hex, a number (WalletConnect) or a decimal string; nothing else", () => {
  expect(parseChainId('0x7a69')).toBe(31337)
  expect(parseChainId(31337)).toBe(31337)
  expect(parseChainId('31337')).toBe(31337)
  for (const garbage of ['', '0x', 'eip155:1', '1.5', '-1', 0, -1, 1.5, null, undefined, {}]) {
    expect(parseChainId(garbage)).toBeUndefined()
  }
})
