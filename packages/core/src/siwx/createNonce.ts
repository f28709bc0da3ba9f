const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** 16 random alphanumeric characters (EIP-4361 asks for at least 8), from the platform's CSPRNG. */
export function createNonce(length = 16): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length))
  // 62 does not divide 256; the slight bias toward the first 8 characters is irrelevant for a nonce
  // that only has to be unpredictable and unique.
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
}
