'use client'
import {
  type ChainNamespace,
  type CloseModalParameters,
  closeModal,
  openModal,
  type RouterData,
  type SwapArguments,
  shakeModal,
  type View,
} from '@openappkit/core'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UseAppKitOpenParameters = {
  view?: View | undefined
  data?: RouterData | undefined
  /** Limits the views to one namespace's wallets and networks; handed to the views as `data.namespace`. */
  namespace?: ChainNamespace | undefined
  /** With `view: 'Swap'`: the tokens (symbol or CAIP-10 id) and amount to preset. */
  arguments?: SwapArguments | undefined
}

export function useAppKit() {
  const appKit = useAppKitInstance('useAppKit')
  return useMemo(
    () => ({
      /** Opens the modal on a view, else on Account (connected) or Connect. */
      open: ({ view, data, namespace, arguments: args }: UseAppKitOpenParameters = {}) =>
        openModal(appKit, { view, data: namespace ? { ...data, namespace } : data, arguments: args }),
      /** Closes it; false when the spec's closing rules block it (approving a transaction). */
      close: (parameters?: CloseModalParameters) => closeModal(appKit, parameters),
      /** Shakes the open modal for 500 ms (to draw the eye to it); a second shake restarts it. */
      shake: () => shakeModal(appKit),
    }),
    [appKit],
  )
}

export type UseAppKitReturnType = ReturnType<typeof useAppKit>
