import { expect, test } from 'vitest'
import { formatDay, formatDecimal, formatMonthOfYear, formatUsd, monthNames } from './intl.ts'

test('decimals in the locale’s separators, every digit kept', () => {
  expect(formatDecimal('1234.567', 'de-DE')).toBe('1.234,567')
  expect(formatDecimal('1234.567', 'es-ES')).toBe('1234,567')
  expect(formatDecimal('12345.5', 'es-ES')).toBe('12.345,5')
  expect(formatDecimal('0.001', 'de-DE')).toBe('0,001')
  // Beyond 2^53: no rounding through a float.
  expect(formatDecimal('123456789012345678901.5', 'de-DE')).toBe('123.456.789.012.345.678.901,5')
  expect(formatDecimal('-3', 'de-DE')).toBe('-3')
  // Not a plain decimal (the SDK's "<0.001", garbage): left as it is.
  expect(formatDecimal('<0.001', 'de-DE')).toBe('<0.001')
  expect(formatDecimal('1e21', 'de-DE')).toBe('1e21')
})

test('months and days from Intl', () => {
  expect(monthNames('de-DE')[2]).toBe('März')
  expect(monthNames('es-ES')[0]).toBe('enero')
  expect(monthNames('de-DE')).toHaveLength(12)
  expect(formatDay(new Date(2024, 2, 3), 'de-DE')).toBe('3. März')
})

test('US dollars as the locale writes them', () => {
  expect(formatUsd('1234.5', 'de-DE')).toBe('1.234,50\u00a0$')
  expect(formatUsd('nope', 'de-DE')).toBe('nope')
})

test("a past year's month in the language's order", () => {
  expect(formatMonthOfYear(2023, 2, 'en-US')).toBe('March 2023')
  expect(formatMonthOfYear(2023, 2, 'de-DE')).toBe('März 2023')
  expect(formatMonthOfYear(2023, 2, 'ja-JP')).toBe('2023年3月')
  expect(formatMonthOfYear(2023, 2, 'ko-KR')).toBe('2023년 3월')
})
