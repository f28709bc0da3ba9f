'use client'
import type { AppKit, CaipNetwork, ChainNamespace } from '@openappkit/core'
import { useActiveNamespace } from './useActiveNamespace.ts'
import { useAppKitAtom } from './useAppKitAtom.ts'

export type QueryTargetParameters = {
  namespace?: ChainNamespace | undefined
  /** Defaults to the namespace's connected address. */
  address?: string | undefined
  /** Defaults to the active network when it belongs to the namespace. */
  network?: CaipNetwork | undefined
}

/** Which address on which network a data hook asks about, when the app does not say. */
export function useQueryTarget(appKit: AppKit, parameters: QueryTargetParameters) {
  const namespace = useActiveNamespace(appKit, parameters.network?.chainNamespace ?? parameters.namespace)
  const connected = useAppKitAtom(appKit, appKit.atoms.accountField(namespace, 'address'))
  const active = useAppKitAtom(appKit, appKit.atoms.activeCaipNetwork)
  return {
    namespace,
    address: parameters.address ?? connected,
    network: parameters.network ?? (active?.chainNamespace === namespace ? active : undefined),
  }
}
