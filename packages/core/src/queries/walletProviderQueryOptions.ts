import { getWalletProvider } from '../actions/getWalletProvider.ts'
import type { AppKit } from '../appKit.ts'
import type { ChainNamespace } from '../networks/types.ts'

export type WalletProviderQueryParameters = {
  namespace: ChainNamespace
  /** The connection the provider belongs to: a new one (another wallet or account) asks again. */
  connectorId: string | undefined
  address: string | undefined
}

/** The connected wallet's provider (`getWalletProvider`), kept while its connection lasts. */
export function walletProviderQueryOptions(appKit: AppKit, parameters: WalletProviderQueryParameters) {
  const { namespace, connectorId, address } = parameters
  return {
    queryKey: ['openappkit', 'walletProvider', { namespace, connectorId, address }] as const,
    // The query holds `null` for "none": TanStack Query refuses `undefined` as data.
    queryFn: async () => (await getWalletProvider(appKit, { namespace })) ?? null,
    enabled: address !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    // A provider is a live object, never copied or compared field by field.
    structuralSharing: false,
  }
}
