'use client'
import type { Nft } from '@openappkit/core'
import {
  type ActivityUnavailableReason,
  getActivityUnavailableReason,
  nftsQueryOptions,
} from '@openappkit/core/query'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { type QueryParameter, withQueryParameter } from './queryParameter.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { type QueryTargetParameters, useQueryTarget } from './useQueryTarget.ts'

export type UseNftsParameters<TData = Nft[]> = QueryTargetParameters & {
  /** TanStack Query options over the list (`select`, `enabled`, `refetchInterval`...). */
  query?: QueryParameter<Nft[], TData> | undefined
}

export type UseNftsReturnType<TData = Nft[]> = UseQueryResult<TData, Error> & {
  /** False where the list cannot be had: the `history` feature or the data service off, or a network that is not EVM. */
  available: boolean
  unavailableReason: ActivityUnavailableReason | undefined
}

/**
 * The NFTs the account holds on the active network, derived from its history's NFT transfers
 * (core's `nftsQueryOptions`: the data service has no holdings call), spam hidden, newest received first;
 * fresh for 30 s.
 */
export function useNfts<TData = Nft[]>(parameters: UseNftsParameters<TData> = {}): UseNftsReturnType<TData> {
  const appKit = useAppKitInstance('useNfts')
  const { query, ...target } = parameters
  const resolved = useQueryTarget(appKit, target)
  const result = useQuery(withQueryParameter(nftsQueryOptions(appKit, resolved), query)) as UseQueryResult<
    TData,
    Error
  >
  const unavailableReason = getActivityUnavailableReason(appKit, resolved.network)
  // Added to the query's own result object, so its tracked properties keep re-rendering only
  // on what the caller reads.
  return Object.assign(result, { available: unavailableReason === undefined, unavailableReason })
}
