import type { AppKit } from '../appKit.ts'
import type { CaipNetwork, ChainNamespace } from '../networks/types.ts'

export type GetNetworkReturnType = {
  caipNetwork: CaipNetwork | undefined
  namespace: ChainNamespace | undefined
}

export function getNetwork(appKit: AppKit): GetNetworkReturnType {
  return {
    caipNetwork: appKit.store.get(appKit.atoms.activeCaipNetwork),
    namespace: appKit.store.get(appKit.atoms.activeNamespace),
  }
}

export function watchNetwork(
  appKit: AppKit,
  onChange: (network: GetNetworkReturnType, previous: GetNetworkReturnType) => void,
): () => void {
  let previous = getNetwork(appKit)
  const check = () => {
    const next = getNetwork(appKit)
    if (next.caipNetwork === previous.caipNetwork && next.namespace === previous.namespace) return
    const before = previous
    previous = next
    onChange(next, before)
  }
  const a = appKit.store.sub(appKit.atoms.activeCaipNetwork, check)
  const b = appKit.store.sub(appKit.atoms.activeNamespace, check)
  return () => {
    a()
    b()
  }
}
