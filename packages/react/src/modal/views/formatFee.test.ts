import { expect, test } from 'vitest'
import { de } from '../messages/de.ts'
import { en } from '../messages/en.ts'
import { formatFee } from './formatFee.ts'

test('a fee under 0.001 does not read as free; others are cut to 3 decimals in the locale', () => {
  expect(formatFee(en, '0.000021', 'ETH')).toBe('< 0.001 ETH')
  expect(formatFee(de, '0.000021', 'ETH')).toBe('< 0,001 ETH')
  expect(formatFee(en, '0', 'ETH')).toBe('0.000 ETH')
  expect(formatFee(en, '1234.56789', 'SOL')).toBe('1,234.567 SOL')
})
