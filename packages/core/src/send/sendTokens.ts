import { resetSendState } from '../actions/resetSendState.ts'
import { trackError, trackEvent } from '../actions/trackEvent.ts'
import type { AppKit } from '../appKit.ts'
import { portfolioTokenId } from '../balances/portfolioTokenId.ts'
import { refetchPortfolio } from '../balances/refetchPortfolio.ts'
import { ConnectionError, connectionErrorMessages } from '../errors/domain.ts'
import type { CaipNetwork, ChainNamespace } from '../networks/types.ts'
import { requireFeature } from '../options/requireFeature.ts'
import { oneAtATime } from '../utils/oneAtATime.ts'
import { SendInputError, sendInputErrorMessages } from './sendInputError.ts'
import { transactionExplorerUrl } from './transactionExplorerUrl.ts'
import { transferWithWallet } from './transferWithWallet.ts'
import { validateSend } from './validateSend.ts'

export type SendTokensReturnType = {
  /** The transaction hash (EVM) or signature (Solana). */
  hash: string
  namespace: ChainNamespace
  caipNetworkId: CaipNetwork['caipNetworkId']
  /** The transaction on the network's explorer, when it has one. */
  explorerUrl: string | undefined
}

/**
 * Sending, from the send state: validate, set loading, send the native coin
 * or the token through the active namespace's adapter, emit `send` initiated then success (and
 * the SEND_* analytics events), read the balances of the tokens moved again, reset the send
 * state. A failure (a refusal, a revert, a garbage answer) emits `send` error, keeps the form as
 * it was with loading off, and rejects. While a send is in flight, calling again returns the same
 * promise: a double click sends one transaction.
 */
export const sendTokens: (appKit: AppKit) => Promise<SendTokensReturnType> = oneAtATime(run)

async function run(appKit: AppKit): Promise<SendTokensReturnType> {
  requireFeature(appKit, 'send')
  const { store, atoms } = appKit
  const state = store.get(atoms.send)
  const network = store.get(atoms.activeCaipNetwork)
  const valid = validateSend({ ...state, network })
  const adapter = appKit.adapters[valid.namespace]
  if (!adapter)
    throw new ConnectionError(connectionErrorMessages.chainAdapterNotFound, { details: valid.namespace })
  const from = store.get(atoms.account(valid.namespace)).address
  if (!from) throw new SendInputError(sendInputErrorMessages.notConnected)

  const properties = {
    network: valid.network.caipNetworkId,
    token: state.token?.symbol,
    amount: state.sendTokenAmount,
  }
  store.set(atoms.send, (current) => ({ ...current, loading: true }))
  appKit.emitter.emit('send', { status: 'initiated', namespace: valid.namespace })
  void trackEvent(appKit, { event: 'SEND_INITIATED', properties })
  let hash: string
  try {
    hash = await transferWithWallet(adapter, {
      from,
      to: valid.to,
      amount: valid.amount,
      network: valid.network,
      token: valid.token,
    })
  } catch (error) {
    store.set(atoms.send, (current) => ({ ...current, loading: false }))
    appKit.emitter.emit('send', { status: 'error', namespace: valid.namespace, error })
    void trackError(appKit, 'SEND_ERROR', properties, error)
    throw error
  }

  appKit.emitter.emit('send', { status: 'success', namespace: valid.namespace, hash })
  void trackEvent(appKit, { event: 'SEND_SUCCESS', properties: { ...properties, hash } })
  // The service's cached balances of what moved are stale now; the UI shows the new ones when
  // they arrive (a failed read is the balance path's to report, not the send's).
  const moved = new Set([
    portfolioTokenId(valid.network, state.token ?? {}),
    portfolioTokenId(valid.network, {}),
  ])
  refetchPortfolio(appKit, {
    address: from,
    network: valid.network,
    forceUpdate: [...moved],
    afterTransaction: true,
  }).catch(() => {})
  const now = store.get(atoms.send)
  // A network or account change while the wallet decided already cleared this draft, and what
  // is in the form now is a new one: that stays.
  const sameDraft =
    now.token === state.token &&
    now.sendTokenAmount === state.sendTokenAmount &&
    now.receiverAddress === state.receiverAddress
  if (sameDraft) {
    resetSendState(appKit)
    store.set(atoms.send, (current) => ({ ...current, lastRetry: now.lastRetry }))
  } else store.set(atoms.send, (current) => ({ ...current, loading: false }))
  return {
    hash,
    namespace: valid.namespace,
    caipNetworkId: valid.network.caipNetworkId,
    explorerUrl: transactionExplorerUrl(valid.network, hash),
  }
}
