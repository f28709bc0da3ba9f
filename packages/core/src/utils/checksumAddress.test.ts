import { getAddress, isAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { isReceiverAddress } from '../send/isReceiverAddress.ts'
import { checksumAddress } from './checksumAddress.ts'

// EIP-55's own examples.
const eip55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

const randomAddress = () =>
  `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`

describe('checksumAddress (EIP-55 without viem)', () => {
  test("EIP-55's examples, from any case", () => {
    for (const address of eip55) {
      expect(checksumAddress(address.toLowerCase())).toBe(address)
      expect(checksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address)
    }
  })

  test('the same as viem for 2,000 random addresses; the receiver check as viem strict', () => {
    for (let i = 0; i < 2000; i++) {
      const address = randomAddress()
      const checksummed = getAddress(address)
      expect(checksumAddress(address)).toBe(checksummed)
      expect(isReceiverAddress('eip155', checksummed)).toBe(true)
      // One letter's case flipped is a typo: viem's strict check refuses it, and so do we...
      const at = [...checksummed].findIndex((c, index) => index > 1 && /[a-fA-F]/.test(c))
      if (at < 0) continue
      const c = checksummed[at] as string
      const typo = `${checksummed.slice(0, at)}${c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()}${checksummed.slice(at + 1)}`
      // Unless the flip left one case throughout: that carries no checksum (viem's strict check
      // refuses all upper case; EIP-55 does not).
      const uncased = /^0x[0-9A-F]{40}$/.test(typo)
      expect(isReceiverAddress('eip155', typo)).toBe(uncased || isAddress(typo, { strict: true }))
    }
  })

  test('garbage is refused, not checksummed', () => {
    for (const value of [
      '',
      '0x',
      '0x123',
      `0x${'g'.repeat(40)}`,
      `${'a'.repeat(42)}`,
      `0x${'a'.repeat(41)}`,
    ]) {
      expect(() => checksumAddress(value)).toThrow('is not an EVM address')
      expect(isReceiverAddress('eip155', value)).toBe(false)
    }
  })
})
