'use client'
import { closeModal, openModal, type View } from '@openappkit/core'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useModalState } from './useModalState.ts'

/**
 * The modal opened on one view, for the control hooks: `isOpen` while the modal shows that view or
 * a step it led to (a wallet picked from Connect is still the Connect modal).
 */
export function useModalControl(view: View, hook: string) {
  const appKit = useAppKitInstance(hook)
  const modal = useModalState()
  const controls = useMemo(
    () => ({ open: () => openModal(appKit, { view }), close: () => closeModal(appKit) }),
    [appKit, view],
  )
  return { ...controls, isOpen: modal.open && modal.history[0] === view }
}
