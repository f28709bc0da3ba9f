import type { AppKit } from '../appKit.ts'
import { BaseError } from '../errors/base.ts'
import type { OnrampWindow } from '../onramp/buyOnramp.ts'
import { requireFeature } from '../options/requireFeature.ts'
import { restClient } from '../rest/restClient.ts'
import { transactionExplorerUrl } from '../send/transactionExplorerUrl.ts'
import { wait } from '../timing/clock.ts'
import { getPayUrl } from './getPayUrl.ts'
import { PayInputError, payInputErrorMessages } from './payInputError.ts'
import { getPayState, type PayResult, payStateAtom, settlePay } from './payState.ts'

// Ours: how often the exchange's session is asked, and how long before the payment is given up
// as `timeout` (an exchange's own checkout sessions last about as long).
export const payPollIntervalMs = 2_000
export const payWatchLimitMs = 10 * 60_000

export type PayWithExchangeParameters = {
  exchangeId: string
  /** A blank window the app opened in the click (popup blockers refuse one opened later); null when refused. */
  window: OnrampWindow | null
}

/**
 * Pays the open payment from an exchange account: asks the exchange for a session and its page,
 * sends the window there, then polls the session until it settles (`success` with the
 * exchange's transaction hash, `failure` 'exchangeFailed' when it refused) or the watch limit
 * passes (`timeout`). A failure to reach the exchange is a `failure` 'error'. The exchange's
 * page, for a window the browser blocked, is in the state's `exchangeUrl`.
 */
export async function payWithExchange(
  appKit: AppKit,
  parameters: PayWithExchangeParameters,
): Promise<PayResult> {
  const state = getPayState(appKit)
  const { payment } = state
  try {
    requireFeature(appKit, 'pay')
    if (!payment || state.step !== 'choose') throw new PayInputError(payInputErrorMessages.noPayment)
  } catch (error) {
    parameters.window?.close()
    throw error
  }
  const { network } = payment
  const caipNetworkId = network.caipNetworkId
  const atom = payStateAtom(appKit)
  appKit.store.set(atom, { ...state, step: 'waiting' })
  appKit.emitter.emit('pay', { status: 'initiated', caipNetworkId, method: 'exchange' })
  try {
    const { url, sessionId } = await getPayUrl(appKit, {
      exchangeId: parameters.exchangeId,
      recipient: payment.recipient,
      amount: payment.displayAmount,
      asset: payment.asset,
    })
    appKit.store.set(atom, (s) => ({ ...s, exchangeUrl: url }))
    if (parameters.window && !parameters.window.closed) parameters.window.navigate(url)
    const rest = await restClient()
    const started = appKit.clock.now()
    while (appKit.clock.now() - started < payWatchLimitMs) {
      await wait(appKit.clock, payPollIntervalMs)
      // A poll that fails (the network blinked) is asked again at the next tick.
      const session = await rest.getPaySessionStatus(appKit, { sessionId }).catch(() => undefined)
      if (session?.status === 'SUCCESS') {
        const hash = session.txHash ?? ''
        return settlePay(appKit, {
          status: 'success',
          hash,
          caipNetworkId,
          explorerUrl: hash ? transactionExplorerUrl(network, hash) : undefined,
        })
      }
      if (session?.status === 'FAILED') {
        const error = new BaseError('The exchange refused the payment', { details: `Session ${sessionId}` })
        return settlePay(appKit, { status: 'failure', reason: 'exchangeFailed', error })
      }
    }
    parameters.window?.close()
    return settlePay(appKit, { status: 'timeout' })
  } catch (cause) {
    parameters.window?.close()
    const error = cause instanceof Error ? cause : new BaseError('The payment failed', { cause })
    return settlePay(appKit, { status: 'failure', reason: 'error', error })
  }
}
