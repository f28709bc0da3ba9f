import { useMemo } from 'react'
import { useAppKitInstance } from '../../exports/index'
import { useInstanceValue } from './useInstanceValue'

/**
 * The current toast and a way to dismiss it (STOPGAP: no public hook gives toasts yet). Core
 * decides when toasts open and swaps them 150 ms apart; the modal only shows the one there is.
 */
export function useToast() {
  const appKit = useAppKitInstance('AppKitModal')
  const toast = useInstanceValue(appKit, appKit.atoms.toast)
  const dismiss = useMemo(
    () => () => appKit.store.set(appKit.atoms.toast, (current) => ({ ...current, open: false })),
    [appKit],
  )
  return { toast, dismiss }
}
