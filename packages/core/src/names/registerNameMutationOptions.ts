import type { AppKit } from '../appKit.ts'
import { registerAccountName } from './registerAccountName.ts'
import { type RegisterNameParameters, registerName } from './registerName.ts'

/**
 * Registers a name: with the modal open, the flow through its views
 * (`registerAccountName`); otherwise `registerName` alone, so a headless app's router is left as
 * it was.
 */
export function registerNameMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'registerName'] as const,
    mutationFn: (parameters: RegisterNameParameters) =>
      appKit.store.get(appKit.atoms.modal).open
        ? registerAccountName(appKit, parameters)
        : registerName(appKit, parameters),
  }
}
