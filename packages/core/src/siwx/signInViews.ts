import type { AppKit } from '../appKit.ts'
import type { View } from '../router/views.ts'

/** The views of the sign-in flow: the request, and the wait while the wallet decides. */
export const signInViews: readonly View[] = ['SIWXSignMessage', 'ConnectingSiwe']

/** Whether the open modal shows a view of the sign-in flow. */
export function isOnSignInView(appKit: AppKit): boolean {
  const { open, view } = appKit.store.get(appKit.atoms.modal)
  return open && signInViews.includes(view)
}
