'use client'
import type { RouterData, View } from '@openappkit/core'
import { goBack, pushView, replaceView, resetView } from '@openappkit/core/internal'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'

/** Moves through the modal's views with core's navigation actions, so core's stack rules apply. */
export function useRouter() {
  const appKit = useAppKitInstance('useRouter')
  return useMemo(
    () => ({
      /** Adds a view to the history, unless it is the current one. */
      push: (view: View, data?: RouterData) => pushView(appKit, view, data),
      /** Swaps the current view. */
      replace: (view: View, data?: RouterData) => replaceView(appKit, view, data),
      /** Makes the view the only entry of the history. */
      reset: (view: View, data?: RouterData) => resetView(appKit, view, data),
      /** One view back; closes the modal on the first view, or when UnsupportedChain is in the history. */
      goBack: () => goBack(appKit),
    }),
    [appKit],
  )
}

export type UseRouterReturnType = ReturnType<typeof useRouter>
