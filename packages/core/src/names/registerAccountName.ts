import { pushView, replaceView } from '../actions/navigation.ts'
import { showToast } from '../actions/showToast.ts'
import type { NameRecord } from '../api/profile.ts'
import type { AppKit } from '../appKit.ts'
import { BaseError } from '../errors/base.ts'
import { type RegisterNameParameters, registerName } from './registerName.ts'

/**
 * Name registration in the modal: RegisterAccountNameSuccess is pushed, the name is
 * registered (`registerName`: sign, register, set the profile name); on failure the modal goes
 * back to RegisterAccountName, the error is shown as a toast and raised.
 */
export async function registerAccountName(
  appKit: AppKit,
  parameters: RegisterNameParameters,
): Promise<NameRecord> {
  pushView(appKit, 'RegisterAccountNameSuccess', { name: parameters?.name })
  try {
    return await registerName(appKit, parameters)
  } catch (error) {
    replaceView(appKit, 'RegisterAccountName', { name: parameters?.name })
    void showToast(appKit, {
      // The spec's sentence (or the service's reason), without the details a developer reads.
      message: error instanceof BaseError ? error.shortMessage : 'Error registering name',
      variant: 'error',
    })
    throw error
  }
}
