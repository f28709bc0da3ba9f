import { describe, expect, test } from 'vitest'
import { assertChainId, describe as describeValue, parseAccounts, parseChainId } from './validate.ts'

describe('parseChainId', () => {
  test('hex (EIP-1193), a number (WalletConnect) or a decimal string; only a safe positive integer', () => {
    expect(parseChainId('0x7a69')).toBe(31337)
    expect(parseChainId('0x1')).toBe(1)
    expect(parseChainId(31337)).toBe(31337)
    expect(parseChainId('31337')).toBe(31337)
    expect(parseChainId(10n)).toBe(10)
    expect(parseChainId(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER)
    expect(parseChainId('0x1fffffffffffff')).toBe(Number.MAX_SAFE_INTEGER)
  })

  test.each([
    ['0xZZ'],
    [`0x${'f'.repeat(64)}`], // 2^256-1
    ['0x20000000000000'], // 2^53: no longer exact
    ['9007199254740993'],
    ['1e400'],
    [Number.POSITIVE_INFINITY],
    [''],
    ['0x'],
    ['0x0'],
    ['0'],
    [0],
    ['-1'],
    [-1],
    ['1.5'],
    [1.5],
    [Number.NaN],
    [' 1'],
    ['01'],
    ['eip155:1'],
    [-1n],
    [null],
    [undefined],
    [{}],
    [[1]],
    [`0x${'1'.repeat(10_000)}`],
  ])('refuses %s', (value) => {
    expect(parseChainId(value)).toBeUndefined()
  })

  test('assertChainId names what the wallet sent', () => {
    expect(() => assertChainId('0xZZ')).toThrow(
      expect.objectContaining({
        shortMessage: 'The wallet answered with an invalid chain id',
        details: 'Received "0xZZ"',
      }),
    )
  })
})

describe('parseAccounts', () => {
  const a = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
  test('a list of addresses in any case, checksummed; an empty list is an answer', () => {
    expect(parseAccounts([a])).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
    expect(parseAccounts([])).toEqual([])
  })

  test.each([[[a, '0xnope']], [a], [{ 0: a, length: 1 }], [null], [[42]], [[`${a}00`]]])(
    'refuses %j',
    (value) => {
      expect(parseAccounts(value)).toBeUndefined()
    },
  )
})

test('describe never throws, even on a hostile value', () => {
  const hostile = new Proxy(
    {},
    {
      get() {
        throw new Error('gotcha')
      },
      ownKeys() {
        throw new Error('gotcha')
      },
    },
  )
  expect(describeValue(hostile)).toBe('an unreadable object')
  expect(describeValue(2n ** 256n)).toBe(`${2n ** 256n}n`)
  expect(describeValue('x'.repeat(500)).length).toBe(120)
})
