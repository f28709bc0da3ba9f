import type { AppKit } from '../appKit.ts'
import { queryKeys } from '../queries/queryKeys.ts'
import { requireParameters } from '../queries/requireParameters.ts'
import { type GetCallsStatusReturnType, getCallsStatus } from './getCallsStatus.ts'

export type CallsStatusQueryParameters = { id?: string | undefined }

// Our choice: a block on most EVM chains takes longer, so a second between reads misses little.
const pollMs = 1_000

/**
 * The status of a batch (`getCallsStatus`), read again every second while it is pending and never
 * after it settled; idle without an id. A refusal (an id the wallet does not know) is not retried.
 */
export function callsStatusQueryOptions(appKit: AppKit, parameters: CallsStatusQueryParameters) {
  const { id } = parameters
  return {
    queryKey: queryKeys.callsStatus({ id }),
    queryFn: () => getCallsStatus(appKit, requireParameters(id, 'id')),
    enabled: Boolean(id),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: ({ state }: { state: { data?: GetCallsStatusReturnType | undefined } }) =>
      state.data?.status === 'pending' ? pollMs : false,
  }
}
