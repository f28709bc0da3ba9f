import type { AppKit } from '../appKit.ts'
import { parseCaipAddress } from '../networks/caip.ts'
import type { CaipNetworkId, ChainNamespace } from '../networks/types.ts'
import type { SiwxAccount } from './siwxInstance.ts'

/** The active namespace's account and chain, or undefined when it has no address. */
export function activeSiwxAccount(appKit: AppKit): SiwxAccount | undefined {
  const namespace = appKit.store.get(appKit.atoms.activeNamespace)
  return namespace ? namespaceSiwxAccount(appKit, namespace) : undefined
}

/** One namespace's own account and chain (from its `caipAddress`), active or not. */
export function namespaceSiwxAccount(appKit: AppKit, namespace: ChainNamespace): SiwxAccount | undefined {
  const { address, caipAddress } = appKit.store.get(appKit.atoms.account(namespace))
  if (!address || !caipAddress) return undefined
  const parsed = parseCaipAddress(caipAddress)
  return { namespace, chainId: `${parsed.namespace}:${parsed.reference}` as CaipNetworkId, address }
}

export function sameSiwxAccount(a: SiwxAccount | undefined, b: SiwxAccount | undefined): boolean {
  return a?.chainId === b?.chainId && a?.address === b?.address
}
