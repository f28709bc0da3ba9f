import { PublicKey } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.ts'

describe('base58', () => {
  test('agrees with web3.js on keys, including leading zero bytes', () => {
    for (const bytes of [
      new Uint8Array(32),
      Uint8Array.from({ length: 32 }, (_, i) => (i < 3 ? 0 : i * 7)),
    ]) {
      const text = new PublicKey(bytes).toBase58()
      expect(encodeBase58(bytes)).toBe(text)
      expect(decodeBase58(text)).toEqual(bytes)
    }
  })

  test('rejects characters outside the alphabet', () => {
    expect(decodeBase58('0OIl')).toBeUndefined()
  })
})
