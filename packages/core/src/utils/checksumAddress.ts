import { keccak_256 } from '@noble/hashes/sha3'

const hexAddress = /^0x[0-9a-fA-F]{40}$/

/** Whether `value` is 20 bytes of hex after `0x`, in any case (no checksum check). */
export function isHexAddress(value: string): boolean {
  return hexAddress.test(value)
}

/**
 * `address` written with its EIP-55 checksum: a letter is upper case where the keccak-256 of the
 * lower-case hex has a nibble of 8 or more. Through @noble/hashes (which viem itself uses, so an
 * EVM app bundles it once) rather than viem, which a Solana-only app should not download.
 * Throws on anything but 20 bytes of hex; the case it came in is ignored.
 */
export function checksumAddress(address: string): string {
  if (!isHexAddress(address)) throw new Error(`"${address}" is not an EVM address`)
  const hex = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(hex))
  let out = '0x'
  for (let i = 0; i < hex.length; i++) {
    const byte = hash[i >> 1] as number
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f
    out += nibble >= 8 ? (hex[i] as string).toUpperCase() : hex[i]
  }
  return out
}
