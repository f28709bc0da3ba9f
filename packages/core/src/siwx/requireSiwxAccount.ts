import type { AppKit } from '../appKit.ts'
import { SiwxError, siwxErrorMessages } from '../errors/domain.ts'
import { activeSiwxAccount } from './activeSiwxAccount.ts'
import { siwxInstance } from './siwxInstance.ts'

/** Sign-in's config and the active account, or "SIWX is not enabled" / "No ActiveCaipAddress found". */
export function requireSiwxAccount(appKit: AppKit) {
  const siwx = siwxInstance(appKit)
  const { config } = siwx
  if (!config) throw new SiwxError(siwxErrorMessages.notEnabled)
  const account = activeSiwxAccount(appKit)
  if (!account) throw new SiwxError(siwxErrorMessages.noActiveCaipAddress)
  return { siwx, config, account }
}
