import { useAppKitInstance } from '../../exports/index'
import { useInstanceValue } from './useInstanceValue'

/** The modal's open flag, view stack, router data and shake (STOPGAP: no public hook gives these yet). */
export function useModalState() {
  const appKit = useAppKitInstance('AppKitModal')
  return useInstanceValue(appKit, appKit.atoms.modal)
}
