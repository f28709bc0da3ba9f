import { describe, expect, test } from 'vitest'
import { formatTokenAmount } from '../display/formatTokenAmount.ts'
import { shortenAddress } from '../display/shortenAddress.ts'
import { filterTransactionsForDisplay, filterZeroDecimalTokens, isSpamNftOnlyTransaction } from './filters.ts'
import { getTransactionGroupTitle, groupTransactions } from './groupTransactions.ts'

const tx = (id: string, date: Date, chain = 'eip155:1', spam: boolean[] = []) => ({
  id,
  metadata: { minedAt: date.toISOString(), chain },
  transfers: spam.map((is_spam) => ({ nft_info: { flags: { is_spam } } })),
})

describe('groupTransactions', () => {
  test('by year then month, newest first everywhere', () => {
    const groups = groupTransactions([
      tx('a', new Date(2023, 11, 5)),
      tx('b', new Date(2024, 0, 20)),
      tx('c', new Date(2024, 2, 1)),
      tx('d', new Date(2024, 0, 25)),
      tx('e', new Date(2023, 11, 30)),
    ])
    expect(
      groups.map((y) => ({
        year: y.year,
        months: y.months.map((m) => [m.month, m.transactions.map((t) => t.id)]),
      })),
    ).toEqual([
      {
        year: 2024,
        months: [
          [2, ['c']],
          [0, ['d', 'b']],
        ],
      },
      { year: 2023, months: [[11, ['e', 'a']]] },
    ])
  })

  test('a transaction with an unreadable date goes to a last "Unknown date" group', () => {
    const bad = { id: 'x', metadata: { minedAt: 'not a date', chain: 'eip155:1' }, transfers: [] }
    const groups = groupTransactions([bad, tx('a', new Date(2024, 0, 20)), { ...bad, id: 'y' }])
    expect(
      groups.map((y) => [y.year, y.months.map((m) => [m.month, m.transactions.map((t) => t.id)])]),
    ).toEqual([
      [2024, [[0, ['a']]]],
      [null, [[null, ['x', 'y']]]],
    ])
    expect(groups.some((y) => Number.isNaN(y.year))).toBe(false)
    expect(getTransactionGroupTitle(null, null, 2024)).toBe('Unknown date')
  })

  test('empty input', () => {
    expect(groupTransactions([])).toEqual([])
  })

  test('titles: month name, plus the year for past years', () => {
    expect(getTransactionGroupTitle(2024, 0, 2024)).toBe('January')
    expect(getTransactionGroupTitle(2023, 11, 2024)).toBe('December 2023')
    expect(getTransactionGroupTitle(2024, 4, 2024)).toBe('May')
    const months = [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ] as const
    const french = { months, unknownDate: 'Date inconnue' }
    expect(getTransactionGroupTitle(2023, 2, 2024, french)).toBe('mars 2023')
    expect(getTransactionGroupTitle(2023, 2, 2024, { ...french, withYear: (m, y) => `${y}年${m}` })).toBe(
      '2023年mars',
    )
    expect(getTransactionGroupTitle(null, null, 2024, french)).toBe('Date inconnue')
  })
})

describe('filters', () => {
  test("tokens with decimals '0' are removed", () => {
    const tokens = [
      { symbol: 'USDC', quantity: { decimals: '6', numeric: '1' } },
      { symbol: 'NFTISH', quantity: { decimals: '0', numeric: '3' } },
    ]
    expect(filterZeroDecimalTokens(tokens).map((t) => t.symbol)).toEqual(['USDC'])
  })

  test('spam-NFT-only transactions', () => {
    expect(isSpamNftOnlyTransaction(tx('a', new Date(), 'eip155:1', [true, true]))).toBe(true)
    expect(isSpamNftOnlyTransaction(tx('a', new Date(), 'eip155:1', [true, false]))).toBe(false)
    expect(isSpamNftOnlyTransaction({ transfers: [{ nft_info: { flags: { is_spam: true } } }, {}] })).toBe(
      false,
    )
    expect(isSpamNftOnlyTransaction(tx('a', new Date(), 'eip155:1', []))).toBe(false)
  })

  test('only the connected chain, without spam', () => {
    const list = [
      tx('keep', new Date(), 'eip155:1', [false]),
      tx('other-chain', new Date(), 'eip155:10'),
      tx('spam', new Date(), 'eip155:1', [true]),
    ]
    expect(filterTransactionsForDisplay(list, 'eip155:1').map((t) => t.id)).toEqual(['keep'])
  })
})

describe('display', () => {
  test('token amounts: 3 decimals, cut not rounded', () => {
    expect(formatTokenAmount('1.23456')).toBe('1.234')
    expect(formatTokenAmount('1.9999')).toBe('1.999')
    expect(formatTokenAmount('2')).toBe('2.000')
    expect(formatTokenAmount('.5')).toBe('0.500')
    expect(formatTokenAmount('0012.3')).toBe('12.300')
    expect(formatTokenAmount('-0.0001')).toBe('0.000')
    expect(formatTokenAmount('-1.5')).toBe('-1.500')
    expect(formatTokenAmount(0.1)).toBe('0.100')
    expect(formatTokenAmount(2.675)).toBe('2.675')
    expect(formatTokenAmount(1e21)).toBe('1000000000000000000000.000')
    expect(formatTokenAmount(1.5e22)).toBe('15000000000000000000000.000')
    expect(formatTokenAmount(-2e21)).toBe('-2000000000000000000000.000')
    expect(formatTokenAmount(1.5e-7)).toBe('0.000')
    expect(formatTokenAmount(1.2345e-3)).toBe('0.001')
    expect(formatTokenAmount(Number.NaN)).toBe('0.000')
    expect(formatTokenAmount(Number.POSITIVE_INFINITY)).toBe('0.000')
    expect(formatTokenAmount('abc')).toBe('0.000')
  })

  test('address: first 4, last 6', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3...b92266')
    expect(shortenAddress('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe('7xKX...osgAsU')
    expect(shortenAddress('0x1234')).toBe('0x1234')
  })
})
