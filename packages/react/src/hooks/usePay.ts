'use client'
import { openPay, type PayParameters, type PayResult, type PayState } from '@openappkit/core'
import { payStateAtom } from '@openappkit/core/internal'
import { payMutationOptions, payWithWalletMutationOptions } from '@openappkit/core/query'
import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
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
  /** Why the last `pay` or `payWithWallet` was refused before anything was asked. */
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
  const { reset: resetWalletPay } = walletPay
  // A refusal belongs to the payment it was made for.
  useEffect(() => {
    if (state.payment) resetWalletPay()
  }, [state.payment, resetWalletPay])
  return {
    ...state,
    status: state.step === 'idle' ? 'idle' : state.step === 'done' ? 'done' : 'inProgress',
    pay: (parameters) => paying.mutate(parameters),
    payAsync: paying.mutateAsync,
    openPay: (parameters) => openPay(appKit, parameters),
    payWithWallet: () => walletPay.mutate(),
    error: walletPay.error ?? paying.error,
  }
}
