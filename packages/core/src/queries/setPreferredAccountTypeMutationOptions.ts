import type { AppKit } from '../appKit.ts'
import { type SwitchableAccountType, setPreferredAccountType } from '../embedded/setPreferredAccountType.ts'

export function setPreferredAccountTypeMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'setPreferredAccountType'] as const,
    mutationFn: (type: SwitchableAccountType) => setPreferredAccountType(appKit, type),
  }
}
