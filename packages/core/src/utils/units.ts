import { BaseError } from '../errors/base.ts'

// Pure bigint conversions so core needs no chain library; adapters may use their own.

/** "1.5" with 18 decimals → 1500000000000000000n. Extra fraction digits are truncated. */
export function parseUnits(value: string, decimals: number): bigint {
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(value)) {
    throw new BaseError('Invalid decimal number', { details: `Received "${value}"` })
  }
  const negative = value.startsWith('-')
  const [whole = '', fraction = ''] = (negative ? value.slice(1) : value).split('.')
  const digits = `${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`
  const result = BigInt(digits)
  return negative ? -result : result
}

/** 1500000000000000000n with 18 decimals → "1.5" (no trailing zeros, no exponent). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
