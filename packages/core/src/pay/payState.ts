import { atom, type PrimitiveAtom } from 'jotai/vanilla'
import type { AppKit } from '../appKit.ts'
import type { CaipNetworkId } from '../networks/types.ts'
import { perInstance } from '../utils/perInstance.ts'
import type { ValidPayment } from './validatePay.ts'

/** Why a payment failed: the wallet's user refused, the transaction reverted, the exchange refused, or anything else. */
export type PayFailureReason = 'rejected' | 'reverted' | 'exchangeFailed' | 'error'

/** How a payment ended. */
export type PayResult =
  | { status: 'success'; hash: string; caipNetworkId: CaipNetworkId; explorerUrl: string | undefined }
  | { status: 'failure'; reason: PayFailureReason; error: Error }
  /** The modal closed before anything was paid. */
  | { status: 'cancel' }
  /** The exchange's session did not settle in time. */
  | { status: 'timeout' }

export type PayState = {
  /** The payment open in the flow; undefined before the first. */
  payment: ValidPayment | undefined
  /**
   * `choose`: waiting for the person to pick the wallet or an exchange; `paying`: the wallet
   * has it; `waiting`: the exchange's page is open and its session is polled; `done`: `result`.
   */
  step: 'idle' | 'choose' | 'paying' | 'waiting' | 'done'
  result: PayResult | undefined
  /** The exchange's page of the payment under way, to open it again. */
  exchangeUrl: string | undefined
}

const initialPayState: PayState = {
  payment: undefined,
  step: 'idle',
  result: undefined,
  exchangeUrl: undefined,
}

/** The instance's pay atom (created on first use), shared by the modal and the app. */
export const payStateAtom = perInstance((): PrimitiveAtom<PayState> => atom(initialPayState))

export function getPayState(appKit: AppKit): PayState {
  return appKit.store.get(payStateAtom(appKit))
}

/** Whether a payment is open and not settled yet: a second one waits for it. */
export function isPayOpen(appKit: AppKit): boolean {
  const { step } = getPayState(appKit)
  return step === 'choose' || step === 'paying' || step === 'waiting'
}

/** Ends the open payment with `result` (once: a later outcome is ignored) and emits it. */
export function settlePay(appKit: AppKit, result: PayResult): PayResult {
  const state = getPayState(appKit)
  if (!isPayOpen(appKit) || !state.payment) return state.result ?? result
  appKit.store.set(payStateAtom(appKit), { ...state, step: 'done', result })
  appKit.emitter.emit('pay', {
    status: result.status,
    caipNetworkId: state.payment.network.caipNetworkId,
    ...(result.status === 'success' ? { hash: result.hash } : {}),
    ...(result.status === 'failure' ? { reason: result.reason, error: result.error } : {}),
  })
  return result
}
