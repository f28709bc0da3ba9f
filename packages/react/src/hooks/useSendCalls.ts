'use client'
import type { SendCallsParameters, SendCallsProgress } from '@openappkit/core'
import { sendCallsMutationOptions } from '@openappkit/core/query'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * Sends a batch of calls from the connected EVM account (`sendCalls`): one batch where the wallet
 * sends atomically, else one call at a time. `data` is `{ id, atomic }` (the id for
 * `useCallsStatus`); `progress` counts the calls sent so far out of all while it runs; a failure,
 * with how many calls went out, is in `error`.
 */
export function useSendCalls() {
  const appKit = useAppKitInstance('useSendCalls')
  const [progress, setProgress] = useState<SendCallsProgress | undefined>()
  const mutation = useMutation(sendCallsMutationOptions(appKit))
  const withProgress = (parameters: SendCallsParameters): SendCallsParameters => {
    setProgress({ done: 0, total: Array.isArray(parameters?.calls) ? parameters.calls.length : 0 })
    return {
      ...parameters,
      onProgress: (next) => {
        setProgress(next)
        parameters.onProgress?.(next)
      },
    }
  }
  return {
    sendCalls: (parameters: SendCallsParameters) => mutation.mutate(withProgress(parameters)),
    sendCallsAsync: (parameters: SendCallsParameters) => mutation.mutateAsync(withProgress(parameters)),
    data: mutation.data,
    progress,
    isPending: mutation.isPending,
    error: mutation.error,
    reset: () => {
      setProgress(undefined)
      mutation.reset()
    },
  }
}

export type UseSendCallsReturnType = ReturnType<typeof useSendCalls>
