'use client'
import { type AppKitState, appKitStateAtom } from '@openappkit/core'
import { useAppKitAtom } from './useAppKitAtom'
import { useAppKitInstance } from './useAppKitInstance'

/** Modal open, a connection in progress, the active namespace and network. */
export function useAppKitState(): AppKitState {
  const appKit = useAppKitInstance('useAppKitState')
  return useAppKitAtom(appKit, appKitStateAtom(appKit))
}
