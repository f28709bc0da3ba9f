const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * How many bytes a base58 (Bitcoin alphabet) string decodes to; undefined when it is not base58.
 * Only the length, without decoding: the send form checks a Solana address with it on every
 * keystroke.
 */
export function base58ByteLength(value: string): number | undefined {
  if (!value) return undefined
  let number = 0n
  for (const character of value) {
    const digit = ALPHABET.indexOf(character)
    if (digit < 0) return undefined
    number = number * 58n + BigInt(digit)
  }
  // Each leading '1' is a zero byte; the rest is the number's bytes, big-endian, none leading.
  const zeros = value.length - value.replace(/^1+/, '').length
  return zeros + (number === 0n ? 0 : Math.ceil(number.toString(16).length / 2))
}
