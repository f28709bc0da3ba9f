import { atom } from 'jotai/vanilla'
import { showAlert } from '../actions/showAlert.ts'
import { alerts } from '../alerts/alerts.ts'
import type { AppKit } from '../appKit.ts'
import { BaseError } from '../errors/base.ts'
import { restClient } from '../rest/restClient.ts'
import { perInstance } from '../utils/perInstance.ts'
import { isOriginAllowed } from '../validators/isOriginAllowed.ts'

/** True once the project's allowlist was read and this page's origin is not on it. */
export const originRefusedAtom = perInstance(() => atom(false))

export type OwnOriginCheck = 'allowed' | 'refused' | 'unchecked'

/**
 * Whether this page may use the embedded wallet's logins: with email or socials on, the page's
 * origin must match the project's allowlist (`GET /projects/v1/origins`, wildcards, and the
 * default allowed ancestors such as localhost). Refused: the Invalid App Configuration alert, and
 * every login refuses with the reason. Asked once per instance. When the list cannot be read
 * (network, an error answer, the directory off, no page) nothing is decided here: the login goes
 * on and the embedded wallet's frame, which keeps the same list, has the last word.
 */
export const checkOwnOrigin = perInstance((appKit: AppKit): Promise<OwnOriginCheck> => check(appKit))

async function check(appKit: AppKit): Promise<OwnOriginCheck> {
  const { features, services } = appKit.options
  const origin = globalThis.location?.origin
  const loginOn = features.email || (features.socials !== false && features.socials.length > 0)
  if (!loginOn || !origin || services.walletDirectory === false) return 'unchecked'
  let allowedOrigins: readonly string[]
  try {
    ;({ allowedOrigins } = await (await restClient()).getAllowedOrigins({ options: appKit.options }))
  } catch {
    return 'unchecked'
  }
  if (isOriginAllowed(origin, allowedOrigins)) return 'allowed'
  appKit.store.set(originRefusedAtom(appKit), true)
  showAlert(appKit, 'invalidAppConfiguration')
  return 'refused'
}

/** Throws when this page's origin was refused (see `checkOwnOrigin`): no login starts then. */
export function assertOriginAllowed(appKit: AppKit): void {
  if (appKit.store.get(originRefusedAtom(appKit)))
    throw new BaseError(alerts.invalidAppConfiguration.longMessage, {
      details: `${globalThis.location?.origin} is not on the project's allowed origins`,
    })
}
