/** A hex signature: 0x and at least 62 hex characters (shorter is not a signature from any wallet). */
export function isSignedMessage(value: string): boolean {
  return /^0x[0-9a-fA-F]{62,}$/.test(value)
}
