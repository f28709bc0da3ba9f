import type { AppKit } from '@openappkit/core'
import { AppKitProvider } from '@openappkit/react'
import type { ReactNode } from 'react'

/** A `wrapper` for Testing Library's `render` and `renderHook`: the provider around the instance. */
export function wrapperFor(appKit: AppKit) {
  return ({ children }: { children?: ReactNode }) => (
    <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
  )
}
