'use client'
import type { ToastState } from '@openappkit/core'
import { closeToast } from '@openappkit/core/internal'
import { useMemo } from 'react'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UseToastReturnType = {
  /** The one toast core holds (`open` false when none is shown); core swaps toasts 150 ms apart. */
  toast: ToastState
  /** Closes the toast shown. */
  close(): void
}

export function useToast(): UseToastReturnType {
  const appKit = useAppKitInstance('useToast')
  const toast = useAppKitAtom(appKit, appKit.atoms.toast)
  const close = useMemo(() => () => closeToast(appKit), [appKit])
  return { toast, close }
}
