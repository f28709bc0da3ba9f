import { emailLoginCooldownMs } from '../constants'
import { EmailThrottleError } from '../errors/domain'

/**
 * Throws "Please try again after N seconds" (N rounded up) when the last email login was less
 * than the cooldown ago. A missing or future-dated last time does not block.
 */
export function checkEmailThrottle(lastLoginAt: number | undefined, now: number): void {
  if (lastLoginAt === undefined || lastLoginAt > now) return
  const remaining = emailLoginCooldownMs - (now - lastLoginAt)
  if (remaining > 0) throw new EmailThrottleError(Math.ceil(remaining / 1000))
}
