import bs58 from 'bs58'

// Solana writes keys, signatures and (legacy) transaction payloads in base58: the `bs58` package
// (what @solana/web3.js uses), read in the devstack's own terms.

export function encodeBase58(bytes: Uint8Array): string {
  return bs58.encode(bytes)
}

/** Returns undefined for a string that is not base58, so callers choose their own error. */
export function decodeBase58(text: string): Uint8Array | undefined {
  return bs58.decodeUnsafe(text)
}
