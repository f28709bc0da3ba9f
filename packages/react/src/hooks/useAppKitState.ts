'use client'
import type { AppKitState } from '@openappkit/core'
import { appKitStateAtom } from '@openappkit/core/internal'
import { useAppKitAtom } from './useAppKitAtom'
import { useAppKitInstance } from './useAppKitInstance'

/** Modal open, a connection in progress, the active namespace and network. */
export function useAppKitState(): AppKitState {
  const appKit = useAppKitInstance('useAppKitState')
  return useAppKitAtom(appKit, appKitStateAtom(appKit))
}
