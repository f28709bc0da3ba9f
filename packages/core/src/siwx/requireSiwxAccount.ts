import type { AppKit } from '../appKit'
import { SiwxError, siwxErrorMessages } from '../errors/domain'
import { activeSiwxAccount } from './activeSiwxAccount'
import { siwxInstance } from './siwxInstance'

/** Sign-in's config and the active account, or SPEC §5's "SIWX is not enabled" / "No ActiveCaipAddress found". */
export function requireSiwxAccount(appKit: AppKit) {
  const siwx = siwxInstance(appKit)
  const { config } = siwx
  if (!config) throw new SiwxError(siwxErrorMessages.notEnabled)
  const account = activeSiwxAccount(appKit)
  if (!account) throw new SiwxError(siwxErrorMessages.noActiveCaipAddress)
  return { siwx, config, account }
}
