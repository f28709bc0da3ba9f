/**
 * When a WalletConnect pairing URI stops working: its `expiryTimestamp` parameter (seconds since
 * the epoch), in milliseconds. Undefined when the URI carries none (it is then taken as valid
 * until the connect settles).
 */
export function pairingExpiresAt(uri: string | undefined): number | undefined {
  const match = uri ? /[?&]expiryTimestamp=(\d+)(?:&|$)/.exec(uri) : null
  if (!match?.[1]) return undefined
  const ms = Number(match[1]) * 1000
  return Number.isSafeInteger(ms) ? ms : undefined
}

/** Milliseconds left before the pairing URI expires: 0 once expired, undefined without an expiry. */
export function pairingTimeLeft(uri: string | undefined, now: number): number | undefined {
  const expiresAt = pairingExpiresAt(uri)
  return expiresAt === undefined ? undefined : Math.max(0, expiresAt - now)
}
