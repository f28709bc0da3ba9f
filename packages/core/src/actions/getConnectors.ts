import type { Connector } from '../adapters/types.ts'
import type { AppKit } from '../appKit.ts'
import { mergeConnectors } from '../connectors/mergeConnectors.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { watchAtom } from './watchers.ts'

export type GetConnectorsParameters = { namespace?: ChainNamespace | undefined }

/**
 * The connectors of one namespace, or of every adapter merged for display and connecting: a
 * wallet on several namespaces is one MULTI_CHAIN connector (`mergeConnectors`), led by the
 * active namespace's connector, then in adapter order.
 */
export function getConnectors(
  appKit: AppKit,
  parameters: GetConnectorsParameters = {},
): readonly Connector[] {
  const byNamespace = appKit.store.get(appKit.atoms.connectors)
  if (parameters.namespace) return byNamespace[parameters.namespace] ?? []
  const active = appKit.store.get(appKit.atoms.activeNamespace)
  const namespaces = (Object.keys(appKit.adapters) as ChainNamespace[]).sort((a, b) =>
    a === active ? -1 : b === active ? 1 : 0,
  )
  return mergeConnectors(byNamespace, namespaces)
}

/** Called when an adapter's connectors appear or go. */
export function watchConnectors(
  appKit: AppKit,
  onChange: (connectors: readonly Connector[]) => void,
  parameters: GetConnectorsParameters = {},
): () => void {
  return watchAtom(appKit, appKit.atoms.connectors, () => onChange(getConnectors(appKit, parameters)))
}
