import type { AppKit } from '../appKit'
import { type RevokeSmartSessionParameters, revokeSmartSession } from './revokeSmartSession'

export function revokeSmartSessionMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'revokeSmartSession'] as const,
    mutationFn: (parameters: RevokeSmartSessionParameters) => revokeSmartSession(appKit, parameters),
  }
}
