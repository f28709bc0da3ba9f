import bs58 from 'bs58'

/** A Solana address: base58 of a 32-byte public key. */
export function isBase58Address(value: string): boolean {
  try {
    return bs58.decode(value).length === 32
  } catch {
    return false
  }
}
