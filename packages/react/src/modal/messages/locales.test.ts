import { expect, test } from 'vitest'
import { ar } from './ar.ts'
import { de } from './de.ts'
import { en } from './en.ts'
import { es } from './es.ts'
import { fr } from './fr.ts'
import { it } from './it.ts'
import { ja } from './ja.ts'
import { ko } from './ko.ts'
import { nl } from './nl.ts'
import { ptBR } from './ptBR.ts'
import { tr } from './tr.ts'
import { zhCN } from './zhCN.ts'

// Every locale has every key of en.ts, each of the same kind (a string, a function of as many
// values, a list of as many entries), none empty; and is a translation, not English copied.
// Keys other engineers add to en.ts fail here until each locale has them.
const locales = { de, es, fr, it, 'pt-BR': ptBR, nl, tr, ar, ja, ko, 'zh-CN': zhCN }

type Leaf = { path: string; kind: string; value: unknown }

function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'function') return [{ path, kind: `function/${value.length}`, value }]
  if (typeof value === 'string') return [{ path, kind: 'string', value }]
  if (Array.isArray(value))
    return [
      { path, kind: `list/${value.length}`, value },
      ...value.flatMap((v, i) => leaves(v, `${path}[${i}]`)),
    ]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => leaves(v, path ? `${path}.${key}` : key))
  return [{ path, kind: typeof value, value }]
}

const english = leaves(en)

test.each(Object.entries(locales))('%s has every key of en.ts, each of the same kind', (_, messages) => {
  const theirs = leaves(messages)
  expect(theirs.map(({ path, kind }) => `${path}: ${kind}`)).toEqual(
    english.map(({ path, kind }) => `${path}: ${kind}`),
  )
  for (const { path, value } of theirs) if (typeof value === 'string') expect(value.trim(), path).not.toBe('')
})

test.each(Object.entries(locales))(
  '%s is translated: most of its strings differ from English',
  (_, messages) => {
    const theirs = new Map(leaves(messages).map(({ path, value }) => [path, value]))
    const strings = english.filter(({ kind }) => kind === 'string')
    const same = strings.filter(({ path, value }) => theirs.get(path) === value).map(({ path }) => path)
    // Names (WalletConnect, Farcaster, Token) stay as they are; a copied catalogue would be all the same.
    expect(same.length / strings.length).toBeLessThan(0.15)
  },
)

test.each(Object.entries(locales))(
  '%s: its functions give text with the values they were given',
  (_, messages) => {
    expect(messages.connecting.continueIn('Rabby')).toContain('Rabby')
    // Word order is each language's: "3 of 40", "40 件中 3 件".
    expect(messages.allWallets.results(3, 40)).toMatch(/3\D.*40|40\D.*3/)
    expect(messages.send.sentDetail('1.5', 'ETH', '0xab')).toContain('ETH')
    expect(messages.namespaces.name('solana')).toBe('Solana')
  },
)

test('numbers and dates follow the locale', () => {
  expect(en.formatAmount('1234.567')).toBe('1,234.567')
  expect(en.formatAmount('10000000000000000000000.5')).toBe('10,000,000,000,000,000,000,000.5')
  expect(en.account.tokenValue('30000000')).toBe('$30,000,000.00')
  expect(de.formatAmount('1234.567')).toBe('1.234,567')
  expect(es.formatAmount('0.5')).toBe('0,5')
  const march = new Date(2024, 2, 3)
  expect(en.account.transactionDate(march)).toBe('Mar 3')
  expect(de.account.transactionDate(march)).toBe('3. März')
  expect(de.account.months[2]).toBe('März')
  expect(es.account.months[2]).toBe('marzo')
  expect(de.account.tokenValue('12.5')).toBe('12,50\u00a0$')
  const twoMinutes = { value: 2, unit: 'minute' } as const
  expect(en.account.transactionTimeAgo(twoMinutes)).toBe('2 min. ago')
  expect(de.account.transactionTimeAgo(twoMinutes)).toBe('vor 2 Min.')
  expect(es.account.transactionTimeAgo(twoMinutes)).toBe('hace 2 min')
  expect(en.account.transactionTimeAgo({ value: 0, unit: 'second' })).toBe('now')
  expect(es.account.transactionTimeAgo({ value: 1, unit: 'day' })).toBe('ayer')
})

// The Activity tab's "how long ago" and the amounts come from Intl in each language, not English.
test.each([
  [fr, '1\u202f234\u202f567,5', 'il y a 2\u00a0min', 'maintenant', '12,50\u00a0$US'],
  [it, '1.234.567,5', '2 min fa', 'ora', '12,50\u00a0USD'],
  [ptBR, '1.234.567,5', 'há 2 min.', 'agora', 'US$\u00a012,50'],
  [nl, '1.234.567,5', '2 min. geleden', 'nu', 'US$\u00a012,50'],
  [tr, '1.234.567,5', '2 dk. önce', 'şimdi', '$12,50'],
  [ar, '1,234,567.5', 'قبل دقيقتين', 'الآن', '\u200f12.50\u00a0US$'],
  [ja, '1,234,567.5', '2 分前', '今', '$12.50'],
  [ko, '1,234,567.5', '2분 전', '지금', 'US$12.50'],
  [zhCN, '1,234,567.5', '2分钟前', '现在', 'US$12.50'],
])('%#: amounts, relative times and USD values in the language', (messages, amount, twoMinutes, now, usd) => {
  expect(messages.formatAmount('1234567.5')).toBe(amount)
  expect(messages.account.transactionTimeAgo({ value: 2, unit: 'minute' })).toBe(twoMinutes)
  expect(messages.account.transactionTimeAgo({ value: 0, unit: 'second' })).toBe(now)
  expect(messages.account.tokenValue('12.5')).toBe(usd)
  expect(messages.account.months).toHaveLength(12)
  expect(messages.account.months[2]).not.toBe('March')
})

// An email inside an Arabic sentence is an isolated left-to-right run: without the
// isolate, "user@example.com." reorders around the Arabic and the address reads split in two.
test('Arabic sentences keep an email, an address or a fee range whole', () => {
  const isolated = (value: string) => `\u2066${value}\u2069`
  expect(ar.email.codeSent('a.b@example.com')).toContain(isolated('a.b@example.com'))
  expect(ar.email.checkInbox('a.b@example.com')).toContain(isolated('a.b@example.com'))
  expect(ar.emailUpdate.primaryCodeSent('a.b@example.com')).toContain(isolated('a.b@example.com'))
  // A provider's fee range: without the isolate "1-2%" after the Arabic word reads "%2-1".
  expect(ar.onramp.fee('1-2%')).toContain(isolated('1-2%'))
})
