'use client'
import { closeToast } from '@openappkit/core/internal'
import { useMemo } from 'react'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/** The one toast core holds (`open` false when none is shown; core swaps toasts 150 ms apart), and `close`. */
export function useToast() {
  const appKit = useAppKitInstance('useToast')
  const toast = useAppKitAtom(appKit, appKit.atoms.toast)
  const close = useMemo(() => () => closeToast(appKit), [appKit])
  return { toast, close }
}

export type UseToastReturnType = ReturnType<typeof useToast>
