import { type DisconnectParameters, disconnect } from '../actions/disconnect'
import type { AppKit } from '../appKit'

export function disconnectMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'disconnect'] as const,
    mutationFn: (parameters: DisconnectParameters | undefined) => disconnect(appKit, parameters ?? {}),
  }
}
