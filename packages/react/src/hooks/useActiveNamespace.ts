'use client'
import type { AppKit, ChainNamespace } from '@openappkit/core'
import { useAppKitAtom } from './useAppKitAtom.ts'

/** The namespace a hook without one follows: the active one, else the default network's. */
export function useActiveNamespace(appKit: AppKit, namespace: ChainNamespace | undefined): ChainNamespace {
  const active = useAppKitAtom(appKit, appKit.atoms.activeNamespace)
  return namespace ?? active ?? appKit.options.defaultNetwork.chainNamespace
}
