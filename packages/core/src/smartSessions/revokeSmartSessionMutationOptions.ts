import type { AppKit } from '../appKit'
import { revokeSmartSession } from '../flows/flowsOnUse'
import type { RevokeSmartSessionParameters } from './revokeSmartSession'

export function revokeSmartSessionMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'revokeSmartSession'] as const,
    mutationFn: (parameters: RevokeSmartSessionParameters) => revokeSmartSession(appKit, parameters),
  }
}
