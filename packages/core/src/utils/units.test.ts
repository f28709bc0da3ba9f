import { expect, test } from 'vitest'
import { formatUnits, parseUnits } from './units.ts'

test('parseUnits', () => {
  expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
  expect(parseUnits('0.000001', 6)).toBe(1n)
  expect(parseUnits('0.0000019', 6)).toBe(1n)
  expect(parseUnits('.5', 1)).toBe(5n)
  expect(parseUnits('-2', 2)).toBe(-200n)
  expect(parseUnits('42', 0)).toBe(42n)
  expect(() => parseUnits('1e5', 18)).toThrow('Invalid decimal number')
  expect(() => parseUnits('', 18)).toThrow('Invalid decimal number')
})

test('formatUnits', () => {
  expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
  expect(formatUnits(1n, 6)).toBe('0.000001')
  expect(formatUnits(0n, 9)).toBe('0')
  expect(formatUnits(-200n, 2)).toBe('-2')
  expect(formatUnits(42n, 0)).toBe('42')
})
