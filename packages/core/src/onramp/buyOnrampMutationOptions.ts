import type { AppKit } from '../appKit.ts'
import { type BuyOnrampParameters, buyOnramp } from './buyOnramp.ts'

/** `buyOnramp` as a mutation (its variables: the window opened in the click): status, error, url. */
export function buyOnrampMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'buyOnramp'] as const,
    mutationFn: (parameters: BuyOnrampParameters) => buyOnramp(appKit, parameters),
  }
}
