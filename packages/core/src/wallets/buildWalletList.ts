import type { Connector } from '../adapters/types.ts'
import type { WalletListing } from '../api/walletDirectory.ts'
import { isMultiChainConnector } from '../connectors/multiChainConnector.ts'
import type { ConnectorTypeOrderEntry } from '../options/defaults.ts'
import type { RecentWallet } from '../storage/storageSchemas.ts'
import { canPairOverWalletConnect } from './walletDeepLinks.ts'

/** One entry of the headless wallet list. */
export type WalletItem = {
  /** The connector id for a wallet an adapter can reach now, else the directory / custom id. */
  id: string
  name: string
  imageUrl?: string | undefined
  imageId?: string | undefined
  /** Which group of the connector order placed it. */
  group: ConnectorTypeOrderEntry
  /** Present when an adapter can connect to it directly (installed, announced, WalletConnect). */
  connector?: Connector | undefined
  /** The directory entry, when the wallet is listed there (links for mobile, desktop, web). */
  listing?: WalletListing | undefined
  /**
   * A recent wallet that was reached through its extension and is not on this page now (the
   * extension was removed or disabled), and that the directory lists with no app to pair over
   * WalletConnect: it cannot be connected, so it is shown as not installed, never as a QR code.
   */
  notInstalled?: true | undefined
}

export type CustomWallet = Pick<WalletListing, 'id' | 'name'> & Partial<WalletListing>

export type BuildWalletListParameters = {
  connectors: readonly Connector[]
  recent?: readonly RecentWallet[] | undefined
  featured?: readonly WalletListing[] | undefined
  custom?: readonly CustomWallet[] | undefined
  /** Directory pages loaded so far, in the directory's order. */
  directory?: readonly WalletListing[] | undefined
  order: readonly ConnectorTypeOrderEntry[]
  excludeIds?: readonly string[] | undefined
  /** Keeps wallets whose name contains it (any case); the directory is expected to be searched already. */
  search?: string | undefined
}

const injectedTypes = new Set(['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'])

/**
 * Merges what the adapters can reach with what the directory lists, ordered by the connector
 * order (walletConnect, recent, injected, featured, custom, external, recommended by
 * default). Each wallet appears once, in the first group that has it: a directory wallet that
 * is also announced (same rdns or id) becomes the installed connector, carrying its listing.
 * Excluded ids never appear. The embedded-wallet (AUTH) connector is not a wallet to list.
 */
export function buildWalletList(parameters: BuildWalletListParameters): WalletItem[] {
  const excluded = new Set(parameters.excludeIds ?? [])
  const directory = [...(parameters.featured ?? []), ...(parameters.directory ?? [])]
  const listingFor = (connector: Connector) =>
    directory.find(
      (l) => l.id === connector.id || (connector.info?.rdns !== undefined && l.rdns === connector.info.rdns),
    )
  const connectorItem = (connector: Connector, group: ConnectorTypeOrderEntry): WalletItem => {
    const listing = listingFor(connector)
    return {
      id: connector.id,
      name: connector.name,
      imageUrl: connector.imageUrl ?? listing?.image_url,
      imageId: connector.imageId ?? listing?.image_id,
      group,
      connector,
      listing,
    }
  }
  const listingItem = (
    listing: WalletListing | CustomWallet,
    group: ConnectorTypeOrderEntry,
  ): WalletItem => ({
    id: listing.id,
    name: listing.name,
    imageUrl: listing.image_url,
    imageId: listing.image_id,
    group,
    listing: listing as WalletListing,
  })
  const connectors = parameters.connectors.filter((c) => c.type !== 'AUTH')
  const installed = connectors.filter((c) => injectedTypes.has(c.type))

  const groups: Record<ConnectorTypeOrderEntry, () => WalletItem[]> = {
    walletConnect: () =>
      connectors.filter((c) => c.type === 'WALLET_CONNECT').map((c) => connectorItem(c, 'walletConnect')),
    recent: () =>
      (parameters.recent ?? []).map((wallet) => {
        // A wallet on several namespaces is one row led by the active namespace's connector:
        // its recent entry names the connector that led when it connected.
        const connector = connectors.find(
          (c) =>
            c.id === wallet.id || (isMultiChainConnector(c) && c.connectors.some((m) => m.id === wallet.id)),
        )
        if (connector) return connectorItem(connector, 'recent')
        const listing = [...directory, ...(parameters.custom ?? [])].find(
          (l) => l.id === wallet.id || (Boolean(l.rdns) && l.rdns === wallet.id),
        )
        const item = listingItem(listing ?? { ...wallet }, 'recent')
        return canPairOverWalletConnect(listing) ? item : { ...item, notInstalled: true as const }
      }),
    injected: () => installed.map((c) => connectorItem(c, 'injected')),
    featured: () => (parameters.featured ?? []).map((l) => listingItem(l, 'featured')),
    custom: () => (parameters.custom ?? []).map((l) => listingItem(l, 'custom')),
    external: () => connectors.filter((c) => c.type === 'EXTERNAL').map((c) => connectorItem(c, 'external')),
    recommended: () => (parameters.directory ?? []).map((l) => listingItem(l, 'recommended')),
  }

  const search = parameters.search?.trim().toLowerCase()
  const seen = new Set<string>()
  const result: WalletItem[] = []
  for (const group of parameters.order) {
    for (const item of groups[group]()) {
      const keys = [item.id, item.listing?.id, item.connector?.info?.rdns, item.listing?.rdns ?? undefined]
      if (excluded.has(item.id) || (item.listing && excluded.has(item.listing.id))) continue
      if (search && group !== 'recommended' && !item.name.toLowerCase().includes(search)) continue
      if (keys.some((key) => key !== undefined && seen.has(key))) continue
      for (const key of keys) if (key) seen.add(key)
      // A featured or recommended wallet that is installed is offered through its connector.
      const connector =
        item.connector ?? installed.find((c) => item.listing && listingFor(c)?.id === item.listing.id)
      result.push(connector && !item.connector ? { ...item, connector } : item)
    }
  }
  return result
}
