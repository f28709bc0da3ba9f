import { expect, test } from 'vitest'
import { isUsdtStyleToken } from './isUsdtStyleToken.ts'

test('USDT on Ethereum is known; other tokens only when the app lists them', () => {
  expect(isUsdtStyleToken('0xdac17f958d2ee523a2206206994597c13d831ec7', 1)).toBe(true)
  expect(isUsdtStyleToken('0xdAC17F958D2ee523a2206206994597C13D831ec7', 56)).toBe(false)
  const mine = '0x65A22eCbc895Cd1FeA745A940719bBD0F78E5E8e'
  expect(isUsdtStyleToken(mine, 31337)).toBe(false)
  expect(isUsdtStyleToken(mine.toLowerCase(), 31337, [mine])).toBe(true)
  expect(isUsdtStyleToken(mine, 31337, { 31337: [mine] })).toBe(true)
  expect(isUsdtStyleToken(mine, 1, { 31337: [mine] })).toBe(false)
})
