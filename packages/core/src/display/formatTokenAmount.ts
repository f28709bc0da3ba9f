import { tokenAmountDecimalsShown } from '../constants.ts'

/**
 * A decimal string cut (not rounded) to 3 decimals, so a balance is never shown higher than it
 * is: "1.23456" → "1.234", "2" → "2.000". Non-numeric input is returned as "0.000".
 */
export function formatTokenAmount(
  value: string | number,
  decimals: number = tokenAmountDecimalsShown,
): string {
  const text = typeof value === 'number' ? toPlainDecimal(value) : value.trim()
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || (!match[2] && !match[3])) return decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0'
  const [, sign = '', whole = '', fraction = ''] = match
  const cut = fraction.slice(0, decimals).padEnd(decimals, '0')
  const isZero = /^0*$/.test(whole) && /^0*$/.test(cut)
  return `${isZero ? '' : sign}${whole.replace(/^0+(?=\d)/, '') || '0'}${decimals > 0 ? `.${cut}` : ''}`
}

/**
 * The shortest decimal that reads back as `value`, without exponent: 1e21 → "1000…0", 1.5e-7 →
 * "0.00000015". (`toFixed` switches to exponent notation from 1e21, and shows binary noise.)
 */
function toPlainDecimal(value: number): string {
  const [mantissa = '', exponentText] = String(value).split('e')
  if (exponentText === undefined) return mantissa
  const sign = mantissa.startsWith('-') ? '-' : ''
  const [whole = '', fraction = ''] = mantissa.replace('-', '').split('.')
  const digits = whole + fraction
  const point = whole.length + Number(exponentText)
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
}
