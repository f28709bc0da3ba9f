import type { AppKit, AuthHooks } from '../appKit.ts'

/** The frame client registers its callbacks here (see `AuthHooks`). */
export function setAuthHooks(appKit: AppKit, hooks: AuthHooks): void {
  Object.assign(appKit.authHooks, hooks)
}
