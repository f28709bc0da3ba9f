import type { AppKit } from '@openappkit/core'
import type { ReactNode } from 'react'
import { AppKitProvider } from '../src/AppKitProvider.tsx'

/** A `wrapper` for Testing Library's `render` and `renderHook`: the provider around the instance. */
export function wrapperFor(appKit: AppKit) {
  return ({ children }: { children?: ReactNode }) => (
    <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
  )
}
