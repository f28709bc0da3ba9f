import { type DisconnectParameters, disconnect } from '../actions/disconnect.ts'
import type { AppKit } from '../appKit.ts'

export function disconnectMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'disconnect'] as const,
    mutationFn: (parameters: DisconnectParameters | undefined) => disconnect(appKit, parameters ?? {}),
  }
}
