'use client'
import { openPay, type PayParameters, type PayResult, type PayState } from '@openappkit/core'
import type { PayExchange } from '@openappkit/core/api'
import { payStateAtom } from '@openappkit/core/internal'
import {
  payExchangesQueryOptions,
  payMutationOptions,
  payWithExchangeMutationOptions,
  payWithWalletMutationOptions,
} from '@openappkit/core/query'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { openBlankWindow } from './openBlankWindow.ts'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UsePayReturnType = PayState & {
  /** `idle` before any payment, `inProgress` while one is open, `done` once `result` is in. */
  status: 'idle' | 'inProgress' | 'done'
  /** Opens the modal's Pay flow; the outcome lands in `result` (refusals in `error`). */
  pay: (parameters: PayParameters) => void
  /** Resolves with the outcome; rejects when the payment is refused before it opens. */
  payAsync: (parameters: PayParameters) => Promise<PayResult>
  /** Opens the flow without waiting; throws when the payment is refused. */
  openPay: (parameters: PayParameters) => void
  /** Pays the open payment from the connected wallet (the modal's button). */
  payWithWallet: () => void
  /** The exchanges to pay from (read while a payment is open). */
  exchanges: readonly PayExchange[]
  /** Call it in the click: opens the exchange's window at once, then its session is polled. */
  payWithExchange: (exchangeId: string) => void
  /** Why the last `pay`, `payWithWallet` or `payWithExchange` was refused before anything was asked. */
  error: Error | null
}

/**
 * A payment to a fixed recipient: the instance's pay state (the payment, its step, its result),
 * `pay` / `openPay` to open the modal's flow, and `payWithWallet` for the wallet's button. The
 * state lives in the instance, so the modal and the app's own screens see the same payment.
 */
export function usePay(): UsePayReturnType {
  const appKit = useAppKitInstance('usePay')
  const state = useAppKitAtom(appKit, payStateAtom(appKit))
  const paying = useMutation(payMutationOptions(appKit))
  const walletPay = useMutation(payWithWalletMutationOptions(appKit))
  const exchangePay = useMutation(payWithExchangeMutationOptions(appKit))
  const exchanges = useQuery(payExchangesQueryOptions(appKit, { enabled: state.step === 'choose' }))
  const { reset: resetWalletPay } = walletPay
  const { reset: resetExchangePay } = exchangePay
  // A refusal belongs to the payment it was made for.
  useEffect(() => {
    if (!state.payment) return
    resetWalletPay()
    resetExchangePay()
  }, [state.payment, resetWalletPay, resetExchangePay])
  return {
    ...state,
    status: state.step === 'idle' ? 'idle' : state.step === 'done' ? 'done' : 'inProgress',
    pay: (parameters) => paying.mutate(parameters),
    payAsync: paying.mutateAsync,
    openPay: (parameters) => openPay(appKit, parameters),
    payWithWallet: () => walletPay.mutate(),
    exchanges: exchanges.data ?? [],
    payWithExchange: (exchangeId) => exchangePay.mutate({ exchangeId, window: openBlankWindow() }),
    error: walletPay.error ?? exchangePay.error ?? paying.error,
  }
}
