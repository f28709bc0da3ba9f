import type { AppKit } from '../appKit.ts'
import { type RevokeSmartSessionParameters, revokeSmartSession } from './revokeSmartSession.ts'

export function revokeSmartSessionMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'revokeSmartSession'] as const,
    mutationFn: (parameters: RevokeSmartSessionParameters) => revokeSmartSession(appKit, parameters),
  }
}
