import bs58 from 'bs58'
import { expect, test } from 'vitest'
import { base58ByteLength } from './base58ByteLength.ts'

test('answers the length bs58 decodes to, for keys, signatures, leading zero bytes and odd sizes', () => {
  const samples: Uint8Array[] = [
    new Uint8Array(32).fill(255),
    new Uint8Array(64).map((_, i) => (i * 37 + 11) % 256),
    Uint8Array.from([0, 0, 0, 1, 2, 3]),
    new Uint8Array(32), // all zero: 32 '1's
    Uint8Array.from([1]),
    Uint8Array.from([0x0f, 0xff]),
  ]
  for (let size = 1; size <= 70; size++)
    samples.push(new Uint8Array(size).map((_, i) => (i * 131 + size) % 256))
  for (const bytes of samples) {
    const text = bs58.encode(bytes)
    expect(base58ByteLength(text), text).toBe(bytes.length)
  }
  // A real Solana public key (the system program's) and a devnet address.
  expect(base58ByteLength('11111111111111111111111111111111')).toBe(32)
  expect(base58ByteLength('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(32)
})

test('is undefined for empty input and for characters outside the alphabet (0, O, I, l, spaces)', () => {
  for (const text of [
    '',
    '0abc',
    'Oabc',
    'Iabc',
    'labc',
    'ab c',
    '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWW!',
  ])
    expect(base58ByteLength(text), text).toBeUndefined()
  expect(bs58.decodeUnsafe('0abc')).toBeUndefined()
})
