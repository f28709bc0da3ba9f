'use client'
import type { ModalState } from '@openappkit/core'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * The modal as core holds it: `open`, the current `view`, the view `history` (last entry is
 * current), the router `data` handed to the view, the pending `transactionStack` and `shake`.
 */
export function useModalState(): ModalState {
  const appKit = useAppKitInstance('useModalState')
  return useAppKitAtom(appKit, appKit.atoms.modal)
}
