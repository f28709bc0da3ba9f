import type { AppKit } from '../appKit'
import { registerAccountName } from './registerAccountName'
import { type RegisterNameParameters, registerName } from './registerName'

/**
 * Registers a name: with the modal open, SPEC §4's flow through its views
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
