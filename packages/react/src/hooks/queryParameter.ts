import type { UseQueryOptions } from '@tanstack/react-query'

/**
 * What a hook that wraps one query takes as `query`, the way wagmi's hooks do: TanStack Query's
 * options over the hook's data (`select`, `enabled`, `refetchInterval`, `placeholderData`...).
 * The key and the function are the SDK's, so two components asking for the same data still make
 * one request.
 */
export type QueryParameter<TQueryData, TData = TQueryData> = Omit<
  UseQueryOptions<TQueryData, Error, TData>,
  'queryKey' | 'queryFn' | 'queryKeyHashFn' | 'initialData'
>

type OwnOptions = { enabled?: boolean; select?: (data: never) => unknown }

/**
 * The SDK's query options with the app's on top. `enabled` is both: the app can hold a query
 * back, not run one the SDK cannot (no address, the service off). `select` runs on what the
 * hook would return without it (after the SDK's own `select`, if any).
 */
export function withQueryParameter<TOptions extends OwnOptions>(
  ours: TOptions,
  query: { enabled?: unknown; select?: unknown } | undefined,
): TOptions {
  if (!query) return ours
  const ownSelect = ours.select as ((data: unknown) => unknown) | undefined
  const theirSelect = query.select as ((data: unknown) => unknown) | undefined
  const ownEnabled = ours.enabled ?? true
  const theirEnabled = query.enabled as boolean | ((query: never) => boolean) | undefined
  return {
    ...ours,
    ...query,
    enabled:
      typeof theirEnabled === 'function'
        ? (current: never) => ownEnabled && theirEnabled(current)
        : ownEnabled && (theirEnabled ?? true),
    select:
      theirSelect && ownSelect ? (data: unknown) => theirSelect(ownSelect(data)) : (theirSelect ?? ownSelect),
  } as TOptions
}
