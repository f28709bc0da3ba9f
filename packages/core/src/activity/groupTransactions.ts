/** The least a transaction needs to be grouped; the full wire shape lives in `@openappkit/core/api`. */
export type DatedTransaction = { metadata: { minedAt: string } }

export type TransactionMonthGroup<T> = { month: number; transactions: T[] }
export type TransactionYearGroup<T> = { year: number; months: TransactionMonthGroup<T>[] }

/**
 * Groups by year, then month (0-11), newest first at every level, in the viewer's local time
 * (a transaction mined late on the 31st belongs to the month the viewer saw it in).
 */
export function groupTransactions<T extends DatedTransaction>(
  transactions: readonly T[],
): TransactionYearGroup<T>[] {
  const sorted = [...transactions].sort(
    (a, b) => new Date(b.metadata.minedAt).getTime() - new Date(a.metadata.minedAt).getTime(),
  )
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
  return years
}

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

/** "March" for the current year, "March 2023" for past years. */
export function getTransactionGroupTitle(year: number, month: number, currentYear: number): string {
  const name = monthNames[month] ?? ''
  return year < currentYear ? `${name} ${year}` : name
}
