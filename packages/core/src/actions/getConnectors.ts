import type { Connector } from '../adapters/types'
import type { AppKit } from '../appKit'
import type { ChainNamespace } from '../networks/types'
import { watchAtom } from './watchers'

export type GetConnectorsParameters = { namespace?: ChainNamespace | undefined }

/** The connectors of every adapter (or of one namespace), in adapter order. */
export function getConnectors(
  appKit: AppKit,
  parameters: GetConnectorsParameters = {},
): readonly Connector[] {
  const byNamespace = appKit.store.get(appKit.atoms.connectors)
  if (parameters.namespace) return byNamespace[parameters.namespace] ?? []
  return Object.values(byNamespace).flat()
}

/** Called when an adapter's connectors appear or go. */
export function watchConnectors(
  appKit: AppKit,
  onChange: (connectors: readonly Connector[]) => void,
  parameters: GetConnectorsParameters = {},
): () => void {
  return watchAtom(appKit, appKit.atoms.connectors, () => onChange(getConnectors(appKit, parameters)))
}
