import { expect, test } from 'vitest'
import { de } from '../messages/de.ts'
import { en } from '../messages/en.ts'
import { formatFee, formatFeeUsd } from './formatFee.ts'

test('a fee under 0.001 does not read as free; others are cut to 3 decimals in the locale', () => {
  expect(formatFee(en, '0.000021', 'ETH')).toBe('< 0.001 ETH')
  expect(formatFee(de, '0.000021', 'ETH')).toBe('< 0,001 ETH')
  expect(formatFee(en, '0', 'ETH')).toBe('0.000 ETH')
  expect(formatFee(en, '1234.56789', 'SOL')).toBe('1,234.567 SOL')
})

test('the fee in USD beside it: "≈ $0.34", and "< $0.01" (never "$0.00") when it rounds to nothing', () => {
  expect(formatFeeUsd(en, '0.34')).toBe('≈ $0.34')
  expect(formatFeeUsd(en, '0.00')).toBe('< $0.01')
  expect(formatFeeUsd(de, '1234.5')).toBe('≈ 1.234,50\u00a0$')
})
