'use client'
import { isMobile, watchIsMobile } from '@openappkit/core/internal'
import { useCallback, useSyncExternalStore } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * Whether this device is treated as a phone (core's `isMobile`): the app's `isMobile` option when
 * given, else detection that follows the screen as it turns or resizes. False on the server and
 * in the first client render, so both render alike.
 */
export function useIsMobile(): boolean {
  const appKit = useAppKitInstance('useIsMobile')
  const subscribe = useCallback((onChange: () => void) => watchIsMobile(appKit, onChange), [appKit])
  return useSyncExternalStore(
    subscribe,
    () => isMobile(appKit),
    () => false,
  )
}
