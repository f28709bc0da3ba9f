import type { SmartSession } from '../api/sessions.ts'

export type SmartSessionStatus = 'active' | 'expired' | 'revoked'

/** A revoked session stays revoked; otherwise it is expired from its `expiry` (Unix seconds) on. */
export function smartSessionStatus(session: Pick<SmartSession, 'expiry' | 'revokedAt'>, nowMs: number) {
  if (session.revokedAt !== undefined) return 'revoked' satisfies SmartSessionStatus
  return (session.expiry * 1000 <= nowMs ? 'expired' : 'active') satisfies SmartSessionStatus
}
