import type { AppKit } from '../appKit.ts'
import { pendingTransactionsLimit } from '../constants.ts'
import { BaseError } from '../errors/base.ts'
import { applyTransactionStep, type TransactionStep } from '../router/transactionStep.ts'
import { closeModal } from './closeModal.ts'
import { pushView } from './navigation.ts'
import { openModal } from './openModal.ts'
import { resetFarcasterAfterLeaving } from './resetFarcasterAfterLeaving.ts'
import { setHistory } from './setHistory.ts'

/**
 * An unsafe wallet request needs approval: open ApproveTransaction (or push it when the modal is
 * already open) and remember what to do when the request completes.
 */
export function requestApproval(appKit: AppKit, step: TransactionStep = { kind: 'goBack' }): void {
  const { store, atoms } = appKit
  const stack = store.get(atoms.transactionStack)
  if (stack.length >= pendingTransactionsLimit) {
    throw new BaseError('Too many pending transactions', {
      details: `The limit is ${pendingTransactionsLimit}`,
    })
  }
  store.set(atoms.transactionStack, [...stack, step])
  if (store.get(atoms.modalOpen)) pushView(appKit, 'ApproveTransaction')
  else openModal(appKit, { view: 'ApproveTransaction' })
}

/** A wallet request finished (success or wallet error): apply its step, or close when none is pending. */
export function completeTransactionStep(appKit: AppKit): void {
  const { store, atoms } = appKit
  const stack = store.get(atoms.transactionStack)
  const step = stack.at(-1)
  if (!step) {
    closeModal(appKit, { force: true })
    return
  }
  const result = applyTransactionStep(store.get(atoms.router).history, step)
  // Closed before popping: this request is settled, so its close must not reject the others.
  if (result.type === 'close') closeModal(appKit, { force: true })
  else resetFarcasterAfterLeaving(appKit, setHistory(appKit, result.history))
  store.set(atoms.transactionStack, stack.slice(0, -1))
}
