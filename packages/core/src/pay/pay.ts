import { openModal } from '../actions/openModal.ts'
import type { AppKit } from '../appKit.ts'
import { requireFeature } from '../options/requireFeature.ts'
import { PayInputError, payInputErrorMessages } from './payInputError.ts'
import { getPayState, isPayOpen, type PayResult, payStateAtom, settlePay } from './payState.ts'
import { type PayParameters, validatePay } from './validatePay.ts'

const pending = new WeakMap<AppKit, Promise<PayResult>>()

/**
 * Opens the modal's Pay flow on a checked payment, where the person picks their wallet or an
 * exchange. Refused (nothing opens) with the feature off, a payment that fails a check, or one
 * already open. Closing the modal before anything is paid ends the payment as `cancel`.
 */
export function openPay(appKit: AppKit, parameters: PayParameters): void {
  requireFeature(appKit, 'pay')
  const payment = validatePay(appKit.networks, parameters)
  if (isPayOpen(appKit))
    throw new PayInputError(payInputErrorMessages.alreadyOpen, {
      details: 'One payment at a time: wait for the open one to end',
    })
  const { store, atoms } = appKit
  store.set(payStateAtom(appKit), { payment, step: 'choose', result: undefined, exchangeUrl: undefined })
  const stop = store.sub(atoms.modalOpen, () => {
    if (!store.get(atoms.modalOpen) && getPayState(appKit).step === 'choose')
      settlePay(appKit, { status: 'cancel' })
  })
  const stopWhenSettled = store.sub(payStateAtom(appKit), () => {
    if (isPayOpen(appKit)) return
    stop()
    stopWhenSettled()
  })
  appKit.emitter.emit('pay', { status: 'open', caipNetworkId: payment.network.caipNetworkId })
  openModal(appKit, { view: 'Pay' })
}

/**
 * `openPay`, then resolves with how the payment ended: `success` with the transaction hash,
 * `failure` with its reason, `cancel` or `timeout`. It rejects only when the payment is refused
 * before it opens. A second call while one is open returns the first's promise: a double click
 * pays once.
 */
export function pay(appKit: AppKit, parameters: PayParameters): Promise<PayResult> {
  const current = pending.get(appKit)
  if (current) return current
  try {
    openPay(appKit, parameters)
  } catch (error) {
    return Promise.reject(error)
  }
  const atom = payStateAtom(appKit)
  const promise = new Promise<PayResult>((resolve) => {
    const stop = appKit.store.sub(atom, () => {
      const { result } = appKit.store.get(atom)
      if (!result) return
      stop()
      resolve(result)
    })
  }).finally(() => pending.delete(appKit))
  pending.set(appKit, promise)
  return promise
}
