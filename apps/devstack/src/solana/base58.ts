// Solana writes keys, signatures and (legacy) transaction payloads in base58. Neither Node nor a
// direct dependency of the devstack offers it, so this is a small big-integer codec; the inputs
// are at most a packet (1232 bytes), where the quadratic cost does not matter.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const DIGIT_OF = new Map([...ALPHABET].map((char, index) => [char, BigInt(index)]))
const BASE = 58n

export function encodeBase58(bytes: Uint8Array): string {
  let leadingZeros = 0
  while (leadingZeros < bytes.length && bytes[leadingZeros] === 0) leadingZeros++
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let digits = ''
  while (value > 0n) {
    digits = ALPHABET[Number(value % BASE)] + digits
    value /= BASE
  }
  return '1'.repeat(leadingZeros) + digits
}

/** Returns undefined for a string that is not base58, so callers choose their own error. */
export function decodeBase58(text: string): Uint8Array | undefined {
  let leadingOnes = 0
  while (leadingOnes < text.length && text[leadingOnes] === '1') leadingOnes++
  let value = 0n
  for (const char of text) {
    const digit = DIGIT_OF.get(char)
    if (digit === undefined) return undefined
    value = value * BASE + digit
  }
  const tail: number[] = []
  while (value > 0n) {
    tail.push(Number(value & 0xffn))
    value >>= 8n
  }
  const bytes = new Uint8Array(leadingOnes + tail.length)
  tail.reverse()
  bytes.set(tail, leadingOnes)
  return bytes
}
