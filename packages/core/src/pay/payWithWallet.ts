import type { AppKit } from '../appKit.ts'
import { refetchPortfolio } from '../balances/refetchPortfolio.ts'
import { BaseError } from '../errors/base.ts'
import { isUserRejection } from '../errors/walletRefusal.ts'
import { requireFeature } from '../options/requireFeature.ts'
import { transactionExplorerUrl } from '../send/transactionExplorerUrl.ts'
import { transferWithWallet } from '../send/transferWithWallet.ts'
import { oneAtATime } from '../utils/oneAtATime.ts'
import { PayInputError, payInputErrorMessages } from './payInputError.ts'
import { getPayState, type PayResult, payStateAtom, settlePay } from './payState.ts'

/**
 * Pays the open payment from the connected wallet with the send flow's transfer, then waits for
 * the transaction to be confirmed, and ends the payment with the outcome (a refusal, a revert or
 * any other failure is a `failure` with its reason, not a rejection). Refused before the wallet is
 * asked when no payment is open, no wallet of the payment's namespace is connected, or the
 * wallet is on another network (switch first: the modal asks the person). A second call while
 * the wallet decides returns the same promise: one transaction.
 */
export const payWithWallet: (appKit: AppKit) => Promise<PayResult> = oneAtATime(run)

async function run(appKit: AppKit): Promise<PayResult> {
  requireFeature(appKit, 'pay')
  const { store, atoms } = appKit
  const state = getPayState(appKit)
  const { payment } = state
  if (!payment || state.step !== 'choose') throw new PayInputError(payInputErrorMessages.noPayment)
  const { network } = payment
  const adapter = appKit.adapters[network.chainNamespace]
  const from = store.get(atoms.account(network.chainNamespace)).address
  if (!adapter || !from)
    throw new PayInputError(payInputErrorMessages.notConnected, { details: `Pay on ${network.name}` })
  const active = store.get(atoms.activeCaipNetwork)
  if (active?.caipNetworkId !== network.caipNetworkId)
    throw new PayInputError(payInputErrorMessages.wrongNetwork, {
      details: `The payment is on ${network.name}; the wallet is on ${active?.name ?? 'no network'}`,
    })

  store.set(payStateAtom(appKit), { ...state, step: 'paying' })
  const caipNetworkId = network.caipNetworkId
  appKit.emitter.emit('pay', { status: 'initiated', caipNetworkId, method: 'wallet' })
  try {
    const hash = await transferWithWallet(adapter, {
      from,
      to: payment.recipient,
      amount: payment.amount,
      network,
      token: payment.token,
    })
    const status = (await adapter.waitForTransaction?.({ hash, network })) ?? 'success'
    refetchPortfolio(appKit, { address: from, network, afterTransaction: true }).catch(() => {})
    if (status === 'reverted') {
      const error = new BaseError('The payment transaction reverted', { details: hash })
      return settlePay(appKit, { status: 'failure', reason: 'reverted', error })
    }
    const explorerUrl = transactionExplorerUrl(network, hash)
    return settlePay(appKit, { status: 'success', hash, caipNetworkId, explorerUrl })
  } catch (cause) {
    const error = cause instanceof Error ? cause : new BaseError('The payment failed', { cause })
    return settlePay(appKit, {
      status: 'failure',
      reason: isUserRejection(error) ? 'rejected' : 'error',
      error,
    })
  }
}
