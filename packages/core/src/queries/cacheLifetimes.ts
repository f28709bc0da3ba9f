import {
  identityCacheExpiryMs,
  nameCacheExpiryMs,
  nativeBalanceCacheExpiryMs,
  portfolioCacheExpiryMs,
} from '../constants.ts'

/**
 * How long a result counts as fresh (react-query `staleTime`): the product's figure where it has
 * one, our choice elsewhere. Unused results are dropped after `gcTime`, never before they go stale.
 */
export const cacheLifetimes = {
  portfolio: portfolioCacheExpiryMs,
  nativeBalance: nativeBalanceCacheExpiryMs,
  name: nameCacheExpiryMs,
  identity: identityCacheExpiryMs,
  /** Our choice: names change rarely; as long as the reverse lookup. */
  nameRecord: nameCacheExpiryMs,
  /** Our choice: as long as the balances, which the same transactions change. */
  activity: portfolioCacheExpiryMs,
  /** Our choice: a revoke here refetches at once; grants made elsewhere show within 30 s. */
  smartSessions: 30_000,
  /** Our choice: the directory changes on the scale of days; 10 min keeps reopened lists instant. */
  wallets: 10 * 60_000,
  /** Our choice: the data service adds networks on the scale of releases; an hour is plenty. */
  supportedChains: 60 * 60_000,
} as const

/** react-query's default gcTime, kept unless a lifetime is longer. */
export const gcTimeFor = (staleTime: number) => Math.max(staleTime, 5 * 60_000)

/** A query fresh for `lifetime`, kept as `gcTimeFor` says, and not retried when it fails. */
export const cachedFor = (lifetime: number) => ({
  staleTime: lifetime,
  gcTime: gcTimeFor(lifetime),
  retry: false,
})
