import type { NamespaceAdapter } from '../adapters/types.ts'
import { AdapterNotFoundError, NamespaceNotConfiguredError } from '../errors/config.ts'
import type { ChainNamespace } from '../networks/types.ts'

export function assertNamespaceConfigured(
  configured: readonly ChainNamespace[],
  namespace: ChainNamespace,
): void {
  if (!configured.includes(namespace)) throw new NamespaceNotConfiguredError(namespace)
}

export function assertAdapterExists(
  adapters: Partial<Record<ChainNamespace, NamespaceAdapter>>,
  namespace: ChainNamespace,
): NamespaceAdapter {
  const adapter = adapters[namespace]
  if (!adapter) throw new AdapterNotFoundError(namespace)
  return adapter
}
