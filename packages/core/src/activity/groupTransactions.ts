/** The least a transaction needs to be grouped; the full wire shape lives in `@openappkit/core/api`. */
export type DatedTransaction = { metadata: { minedAt: string } }

/** `month` is 0-11; null in the group of transactions whose date cannot be read. */
export type TransactionMonthGroup<T> = { month: number | null; transactions: T[] }
/** `year` is null in the group of transactions whose date cannot be read. */
export type TransactionYearGroup<T> = { year: number | null; months: TransactionMonthGroup<T>[] }

/**
 * Groups by year, then month (0-11), newest first at every level, in the viewer's local time
 * (a transaction mined late on the 31st belongs to the month the viewer saw it in). A
 * transaction whose `minedAt` is not a date is kept, in a last "Unknown date" group
 * (`year` and `month` null), rather than dropped from the user's history.
 */
export function groupTransactions<T extends DatedTransaction>(
  transactions: readonly T[],
): TransactionYearGroup<T>[] {
  const minedAt = (transaction: T) => new Date(transaction.metadata.minedAt).getTime()
  const dated = transactions.filter((transaction) => !Number.isNaN(minedAt(transaction)))
  const undated = transactions.filter((transaction) => Number.isNaN(minedAt(transaction)))
  const sorted = [...dated].sort((a, b) => minedAt(b) - minedAt(a))
  const years: TransactionYearGroup<T>[] = []
  for (const transaction of sorted) {
    const date = new Date(transaction.metadata.minedAt)
    const year = date.getFullYear()
    const month = date.getMonth()
    let yearGroup = years.at(-1)
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] }
      years.push(yearGroup)
    }
    let monthGroup = yearGroup.months.at(-1)
    if (monthGroup?.month !== month) {
      monthGroup = { month, transactions: [] }
      yearGroup.months.push(monthGroup)
    }
    monthGroup.transactions.push(transaction)
  }
  if (undated.length) years.push({ year: null, months: [{ month: null, transactions: undated }] })
  return years
}

export const unknownDateTitle = 'Unknown date'

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** One string per entry of `T`: a list of the same length. */
type StringsOf<T> = { readonly [K in keyof T]: string }

/** The words of a group title, for a locale other than English. */
export type TransactionGroupTitleNames = {
  /** January to December. */
  months: StringsOf<typeof monthNames>
  unknownDate: string
  /** A past year's title; English puts the year after the month. */
  withYear?: ((month: string, year: number) => string) | undefined
}

/** English, the default. */
export const englishTransactionGroupTitleNames = {
  months: monthNames,
  unknownDate: unknownDateTitle,
} as const satisfies TransactionGroupTitleNames

/** "March" for the current year, "March 2023" for past years, "Unknown date" for the undated group. */
export function getTransactionGroupTitle(
  year: number | null,
  month: number | null,
  currentYear: number,
  names: TransactionGroupTitleNames = englishTransactionGroupTitleNames,
): string {
  if (year === null || month === null) return names.unknownDate
  const name = names.months[month] ?? ''
  if (year >= currentYear) return name
  return names.withYear ? names.withYear(name, year) : `${name} ${year}`
}
