import { emailLoginCooldownMs } from './constants.ts'

/** Seconds until another email login is allowed; 0 when it is. A future-dated last time does not block. */
export function secondsToNextEmailLogin(lastLoginAt: number | undefined, now: number): number {
  if (lastLoginAt === undefined || !Number.isFinite(lastLoginAt) || lastLoginAt > now) return 0
  const remaining = emailLoginCooldownMs - (now - lastLoginAt)
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0
}
