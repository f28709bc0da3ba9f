// Numbers and dates in a locale's own way, through Intl, for the modal's catalogues and the
// buttons' words.

import type { RelativeTime, TransactionGroupTitleNames } from '@openappkit/core/internal'

/** January to December: the shape the catalogues' month names have. */
type Months = TransactionGroupTitleNames['months']

/** January to December in `locale`, as its calendar names them standing alone ("März", "marzo"). */
export function monthNames(locale: string): Months {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, month) =>
    format.format(Date.UTC(2024, month, 15)),
  ) as unknown as Months
}

/** A past year's month title in the locale's order ("March 2023", "2023年3月", "2023년 3월"). */
export function formatMonthOfYear(year: number, month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month, 15),
  )
}

/** A transaction's day, short ("3. März", "3 mar"). */
export function formatDay(date: Date, locale: string): string {
  return date.toLocaleDateString(locale, { month: 'short', day: 'numeric' })
}

/** How long ago, short, as `locale` says it ("2 min. ago", "vor 2 Min.", "now", "yesterday"). */
export function formatTimeAgo(time: RelativeTime, locale: string): string {
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }).format(
    -time.value,
    time.unit,
  )
}

/**
 * A decimal string as `locale` writes it ("1234.5" → "1.234,5" in German), exactly: the whole
 * part goes through Intl as a bigint, so a balance beyond 2^53 keeps its digits, and the
 * fraction's digits are kept as they are (the SDK cuts amounts before they get here).
 */
export function formatDecimal(value: string, locale: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim())
  if (!match) return value
  const [, sign = '', whole = '0', fraction] = match
  const format = new Intl.NumberFormat(locale)
  const decimal = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  return `${sign}${format.format(BigInt(whole))}${fraction ? `${decimal}${fraction}` : ''}`
}

/** A US-dollar value ("12.5" → "12,50 $" in German), as prices are quoted. */
export function formatUsd(value: string, locale: string): string {
  const number = Number(value)
  if (!Number.isFinite(number)) return value
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(number)
}
