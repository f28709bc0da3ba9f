'use client'
import { type CallsStatusQueryParameters, callsStatusQueryOptions } from '@openappkit/core/query'
import { useQuery } from '@tanstack/react-query'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * The status of a batch `useSendCalls` sent (`getCallsStatus`): `data.status` is `pending`, read
 * again every second, until it is `success` or `failure` with the receipts. Idle without an id;
 * an id the wallet does not know is an `error` at once.
 */
export function useCallsStatus(parameters: CallsStatusQueryParameters) {
  const appKit = useAppKitInstance('useCallsStatus')
  return useQuery(callsStatusQueryOptions(appKit, parameters))
}

export type UseCallsStatusReturnType = ReturnType<typeof useCallsStatus>
