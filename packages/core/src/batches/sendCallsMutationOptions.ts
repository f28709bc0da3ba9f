import type { AppKit } from '../appKit.ts'
import { type SendCallsParameters, sendCalls } from './sendCalls.ts'

/** Sends a batch of calls (`sendCalls`), as a TanStack mutation. */
export function sendCallsMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'sendCalls'] as const,
    mutationFn: (parameters: SendCallsParameters) => sendCalls(appKit, parameters),
  }
}
