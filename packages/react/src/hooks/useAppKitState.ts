'use client'
import type { AppKitState } from '@openappkit/core'
import { appKitStateAtom } from '@openappkit/core/internal'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/** Modal open, a connection in progress, the active namespace and network. */
export function useAppKitState(): AppKitState {
  const appKit = useAppKitInstance('useAppKitState')
  return useAppKitAtom(appKit, appKitStateAtom(appKit))
}
