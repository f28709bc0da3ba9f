'use client'
import { resetSendState, type SendState, updateSendState } from '@openappkit/core'
import {
  maxSendAmount,
  sendAmountInUsd,
  sendBalances,
  sendFeeInUsd,
  validateSend,
} from '@openappkit/core/internal'
import {
  sendFeeQueryOptions,
  sendMutationOptions,
  sendReceiverMutationOptions,
  sendTokenPriceQueryOptions,
} from '@openappkit/core/query'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { thrownBy } from './thrownBy.ts'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { usePortfolio } from './usePortfolio.ts'
import { useQueryTarget } from './useQueryTarget.ts'

/**
 * Sending from the connected account on the active network (core's send state and flow): the
 * send state, its setters, the network fee and Max, and `send` as a mutation (status, error,
 * hash). The state lives in the instance, so the modal and the app's own screens share it. A
 * second `send` while one is in flight joins it (core's `sendTokens`): one transaction.
 */
export function useSend() {
  const appKit = useAppKitInstance('useSend')
  const state = useAppKitAtom(appKit, appKit.atoms.send)
  const { address, network } = useQueryTarget(appKit, {})
  const fee = useQuery(
    sendFeeQueryOptions(appKit, {
      address,
      network,
      token: state.token,
      receiverAddress: state.receiverAddress,
    }),
  )
  // The balance fields, from the portfolio query (the one balance path), not stored twice.
  const portfolio = usePortfolio()
  const balances = useMemo(() => sendBalances(portfolio.data, network), [portfolio.data, network])
  const price = useQuery(sendTokenPriceQueryOptions(appKit, { network, token: state.token }))
  const sending = useMutation(sendMutationOptions(appKit))
  const receiver = useMutation(sendReceiverMutationOptions(appKit))
  const { mutate: send, mutateAsync: sendAsync, reset: resetSending } = sending
  const { mutate: resolveReceiver, reset: resetReceiver } = receiver
  const setters = useMemo(
    () => ({
      setToken: (token: SendState['token']) => updateSendState(appKit, { token }),
      setAmount: (sendTokenAmount: string) => updateSendState(appKit, { sendTokenAmount }),
      /** An address, or a name to look up (its status in `receiverStatus`, `receiverError`). */
      setReceiver: (input: string) => resolveReceiver(input),
      /** Clears the form and the last send's outcome. */
      reset: () => {
        resetSendState(appKit)
        resetSending()
        resetReceiver()
      },
    }),
    [appKit, resolveReceiver, resetSending, resetReceiver],
  )
  // What a submit would be refused with now, for a form that says it before sending.
  const draftError = useMemo(() => thrownBy(() => validateSend({ ...state, network })), [state, network])
  return {
    ...state,
    ...balances,
    ...setters,
    /** What a submit would be refused with now. */
    draftError,
    /** The network fee of this send in the native coin; undefined while unknown. */
    fee: fee.data,
    feeError: fee.error,
    /** The fee's value in USD, to the cent, when the native coin has a price. */
    feeInUsd: sendFeeInUsd(fee.data, portfolio.data, network),
    /** What Max fills in: the balance, less the fee for the native coin (undefined until the fee is known). */
    maxAmount: state.token ? maxSendAmount(state.token, fee.data?.value) : undefined,
    /** The amount in USD (the data service's price of the token), to the cent. */
    amountInUsd: sendAmountInUsd(state.sendTokenAmount, price.data),
    receiverStatus: receiver.status,
    receiverError: receiver.error,
    /** Sends the drafted transfer; the outcome lands in `status`, `error`, `hash`. */
    send: () => send(),
    /** Resolves with the hash and explorer link; rejects with the reason (a refusal is `UserRejectedRequestError`). */
    sendAsync: () => sendAsync(),
    status: sending.status,
    isPending: sending.isPending,
    error: sending.error,
    hash: sending.data?.hash,
    explorerUrl: sending.data?.explorerUrl,
  }
}

export type UseSendReturnType = ReturnType<typeof useSend>
