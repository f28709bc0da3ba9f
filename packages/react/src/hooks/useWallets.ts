'use client'
import {
  type ChainNamespace,
  getConnectors,
  getConnectWalletsLayout,
  pickAllWallets,
  pickConnectWallets,
  type WalletItem,
} from '@openappkit/core'
import {
  buildWalletList,
  emailLoginAvailableAtom,
  type RecentWallet,
  walletSearchMinimumWaitMs,
} from '@openappkit/core/internal'
import { featuredWalletsQueryOptions, walletsQueryOptions } from '@openappkit/core/query'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useDebouncedValue } from '../utils/useDebouncedValue.ts'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { type UseConnectReturnType, useConnect } from './useConnect.ts'
import { useIsMobile } from './useIsMobile.ts'

export type UseWalletsParameters = {
  /** Filters by name: the directory is searched once typing pauses (300 ms). */
  search?: string | undefined
  /** Only this namespace's connectors; WalletConnect pairing uses its connector. */
  namespace?: ChainNamespace | undefined
}

/**
 * The headless wallet list: the adapters' connectors (EIP-6963, Wallet Standard, WalletConnect;
 * a wallet on both namespaces is one MULTI_CHAIN row that connects both),
 * recent, featured and custom wallets and the directory, merged and ordered by the app's
 * connector order; plus `connect(wallet)` (as `useConnect`) and, while a WalletConnect pairing waits, its URI for
 * the app's own QR code.
 */
export type UseWalletsReturnType = {
  wallets: WalletItem[]
  /** The first screen's wallets (as the modal's Connect): every reachable one, 4 featured, 4 recommended. */
  connectWallets: WalletItem[]
  /** The All wallets grid: every wallet but the WalletConnect QR row. */
  allWallets: WalletItem[]
  /** Whether to offer an "All wallets" entry (`features.allWallets`: 'SHOW', or 'ONLY_MOBILE' on a phone). */
  showAllWallets: boolean
  /**
   * Whether the wallets wait behind one "Continue with a wallet" button: `collapseWallets`, or the
   * email login offered with `emailShowWallets` off.
   */
  collapseWallets: boolean
  /** Wallets the directory has in all (for "All wallets · 412"). */
  directoryCount: number | undefined
  isLoading: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
  /** The connect's error, else the list's. */
  error: Error | null
} & Pick<UseConnectReturnType, 'connect' | 'connectAsync' | 'isConnecting' | 'walletConnectUri'>

export function useWallets(parameters: UseWalletsParameters = {}): UseWalletsReturnType {
  const appKit = useAppKitInstance('useWallets')
  const { namespace } = parameters
  const search = useDebouncedValue(parameters.search ?? '', walletSearchMinimumWaitMs)
  const byNamespace = useAppKitAtom(appKit, appKit.atoms.connectors)
  const activeNamespace = useAppKitAtom(appKit, appKit.atoms.activeNamespace)
  const directory = useInfiniteQuery(walletsQueryOptions(appKit, { search }))
  const featured = useQuery(featuredWalletsQueryOptions(appKit))
  const connection = useConnect({ namespace })
  const isMobile = useIsMobile()
  const emailShown = useAppKitAtom(appKit, emailLoginAvailableAtom(appKit))

  // Storage exists only in the browser: read it after mount so the first render matches the server's.
  const [recent, setRecent] = useState<readonly RecentWallet[]>([])
  useEffect(() => {
    if (connection.status === 'idle' || connection.status === 'success')
      setRecent(appKit.storage.get('recentWallets') ?? [])
  }, [appKit, connection.status])

  // biome-ignore lint/correctness/useExhaustiveDependencies: getConnectors reads byNamespace and activeNamespace from the store
  const wallets = useMemo<WalletItem[]>(
    () =>
      buildWalletList({
        // Core's merge: a wallet on both namespaces is one MULTI_CHAIN row. The atoms read above
        // are what it reads, so the list follows them.
        connectors: getConnectors(appKit, { namespace }),
        recent,
        featured: search ? [] : featured.data,
        custom: appKit.options.customWallets,
        directory: directory.data?.pages.flatMap((page) => page.data),
        order: appKit.options.features.connectorTypeOrder,
        excludeIds: appKit.options.excludeWalletIds,
        search,
      }),
    [appKit, byNamespace, activeNamespace, namespace, recent, featured.data, directory.data, search],
  )

  const connectWallets = useMemo(() => pickConnectWallets(wallets), [wallets])
  const allWallets = useMemo(() => pickAllWallets(wallets), [wallets])

  return {
    wallets,
    connectWallets,
    allWallets,
    ...getConnectWalletsLayout({ features: appKit.options.features, isMobile, emailShown }),
    directoryCount: directory.data?.pages[0]?.count,
    isLoading: directory.isLoading || featured.isLoading,
    hasNextPage: directory.hasNextPage,
    isFetchingNextPage: directory.isFetchingNextPage,
    fetchNextPage: () => directory.fetchNextPage(),
    error: connection.error ?? directory.error ?? featured.error,
    connect: connection.connect,
    connectAsync: connection.connectAsync,
    isConnecting: connection.isConnecting,
    walletConnectUri: connection.walletConnectUri,
  }
}
