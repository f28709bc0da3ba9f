import type { AppKit } from '../appKit.ts'
import type { CaipNetwork, ChainNamespace } from '../networks/types.ts'
import { watchRead } from './watchers.ts'

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
  return watchRead(
    appKit,
    [appKit.atoms.activeCaipNetwork, appKit.atoms.activeNamespace],
    () => getNetwork(appKit),
    (next, previous) => next.caipNetwork === previous.caipNetwork && next.namespace === previous.namespace,
    onChange,
  )
}
