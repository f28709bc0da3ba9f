import { trackError, trackEvent } from '../actions/trackEvent.ts'
import type { PurchaseCurrency } from '../api/onramp.ts'
import type { AppKit } from '../appKit.ts'
import { portfolioTokenId } from '../balances/portfolioTokenId.ts'
import { refetchPortfolio } from '../balances/refetchPortfolio.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { FeatureDisabledError } from '../options/requireFeature.ts'
import { restClient } from '../rest/restClient.ts'
import type { TokenBalance } from '../state/types.ts'
import { wait } from '../timing/clock.ts'
import { compareDecimals, isDecimalAmount } from './compareDecimals.ts'
import { isRestrictedTimeZone } from './isRestrictedTimeZone.ts'
import { OnrampInputError, onrampInputErrorMessages } from './onrampInputError.ts'
import { type OnrampQuote, onrampOptionsQueryOptions, onrampQuoteQueryOptions } from './onrampQueryOptions.ts'
import { onrampSelection } from './onrampSelection.ts'
import { getOnrampState, onrampStateAtom } from './onrampState.ts'
import { onrampUrlBody } from './onrampUrlBody.ts'
import { validateOnrampAmount } from './validateOnrampAmount.ts'
import { watchPurchaseTarget } from './watchPurchaseTarget.ts'

/**
 * The provider's window. The app opens it blank inside the user's click (a window opened later,
 * after the URL request, is what popup blockers refuse) and hands it here to be sent on.
 */
export type OnrampWindow = {
  navigate(url: string): void
  close(): void
  readonly closed: boolean
}

export type BuyOnrampParameters = {
  /** The blank window opened in the click; null when the browser refused to open one. */
  window: OnrampWindow | null
  /** The visitor's IANA time zone; the browser's by default. */
  timeZone?: string | undefined
}

export type BuyOnrampReturnType = {
  /** The provider's page of the purchase. */
  url: string
  caipNetworkId: string
  /** What showed the purchase arrived: its history entry, or the balance rising first. */
  seenIn: 'history' | 'balance'
}

// Ours: how often the purchase is looked for while the provider's window is open (the node
// polling interval), and how long before the SDK stops watching (a card purchase
// can take minutes to settle; 30 minutes covers the providers' own session length).
export const onrampPollIntervalMs = 4_000
export const onrampWatchLimitMs = 30 * 60_000

const running = new WeakMap<AppKit, { promise: Promise<BuyOnrampReturnType>; abort: AbortController }>()

/**
 * Buys crypto through the provider: checks the time zone, the account, the
 * payment limits; asks `POST /v1/generators/onrampurl` for the provider's page (with the quoted
 * crypto amount when there is a real quote), sends the app's blank window there (or, when the
 * browser blocked it, leaves the link in the state: `windowBlocked`, `url`), then watches for
 * the purchase (a new `onramp=coinbase` history entry, or the bought coin's balance rising),
 * refreshes the balance and resolves. Emits `onramp` initiated / opened / success / error and the
 * ONRAMP_* analytics events. One purchase at a time: a second call returns the first's promise
 * (its window is closed). `cancelOnrampPurchase` stops watching; so does the wallet disconnecting
 * or changing account, namespace or network (it rejects saying so, and no success is reported).
 */
export function buyOnramp(appKit: AppKit, parameters: BuyOnrampParameters): Promise<BuyOnrampReturnType> {
  const current = running.get(appKit)
  if (current || !appKit.options.features.onramp) {
    parameters.window?.close()
    return current?.promise ?? Promise.reject(new FeatureDisabledError('onramp'))
  }
  const abort = new AbortController()
  const promise = run(appKit, parameters, abort).finally(() => running.delete(appKit))
  running.set(appKit, { promise, abort })
  return promise
}

/** Stops watching for the purchase under way (it rejects with "Stopped waiting for the purchase"). */
export function cancelOnrampPurchase(appKit: AppKit): void {
  running.get(appKit)?.abort.abort()
}

async function run(
  appKit: AppKit,
  parameters: BuyOnrampParameters,
  abort: AbortController,
): Promise<BuyOnrampReturnType> {
  const { signal } = abort
  const { store, atoms } = appKit
  const stateAtom = onrampStateAtom(appKit)
  const popup = parameters.window
  const namespace = store.get(atoms.activeNamespace)
  const address = namespace ? store.get(atoms.account(namespace)).address : undefined
  const network = store.get(atoms.activeCaipNetwork)
  let caipNetworkId = network?.caipNetworkId ?? ''
  let properties: Record<string, unknown> = {}
  let stopWatchingTarget = () => {}
  const fail = (error: unknown): never => {
    popup?.close()
    store.set(stateAtom, (s) => ({ ...s, step: 'idle', url: undefined, windowBlocked: false }))
    appKit.emitter.emit('onramp', { status: 'error', caipNetworkId, error })
    void trackError(appKit, 'ONRAMP_ERROR', properties, error)
    throw error
  }

  try {
    if (isRestrictedTimeZone(parameters.timeZone))
      throw new OnrampInputError(onrampInputErrorMessages.restricted)
    if (!address || !network || network.chainNamespace !== namespace)
      throw new OnrampInputError(onrampInputErrorMessages.notConnected)
    caipNetworkId = network.caipNetworkId
    stopWatchingTarget = watchPurchaseTarget(appKit, { namespace, address, caipNetworkId }, (reason) =>
      abort.abort(reason),
    )
    const state = getOnrampState(appKit)
    // Meld is listed with its fee range, but the data service generates Coinbase's URL only.
    if (state.provider !== 'coinbase')
      throw new OnrampInputError(onrampInputErrorMessages.providerUnavailable)
    const options = await appKit.queryClient.fetchQuery(onrampOptionsQueryOptions(appKit))
    if (signal.aborted) throw stopReason(signal)
    const selection = onrampSelection(options, state, network.id)
    const fiatAmount = validateOnrampAmount(state.amount, selection)
    const purchaseCurrency = selection.purchaseCurrency as PurchaseCurrency
    const quote = appKit.queryClient.getQueryData<OnrampQuote>(
      onrampQuoteQueryOptions(appKit, { network, ...selection, amount: state.amount }).queryKey,
    )
    properties = {
      network: caipNetworkId,
      provider: state.provider,
      purchaseCurrency: purchaseCurrency.symbol,
      paymentCurrency: selection.paymentCurrency?.id,
      amount: state.amount,
    }
    store.set(stateAtom, (s) => ({ ...s, step: 'opening', url: undefined, windowBlocked: false }))
    appKit.emitter.emit('onramp', { status: 'initiated', caipNetworkId })
    void trackEvent(appKit, { event: 'ONRAMP_INITIATED', properties })

    const tokenId = purchasedTokenId(network, purchaseCurrency)
    const rest = await restClient()
    const [url, baseline] = await Promise.all([
      rest.generateOnrampUrl(appKit, {
        ...onrampUrlBody({
          address,
          network,
          asset: purchaseCurrency.symbol,
          fiatAmount,
          cryptoAmount: quote && !quote.placeholder ? Number(quote.purchaseAmount.amount) : undefined,
        }),
        signal,
      }),
      // What was there before the window opens, so a purchase made in it can be told apart.
      readBaseline(appKit, { address, network, tokenId }),
    ])
    if (signal.aborted) throw stopReason(signal)
    const windowBlocked = !popup || popup.closed
    if (!windowBlocked) popup.navigate(url)
    store.set(stateAtom, (s) => ({ ...s, step: 'waiting', url, windowBlocked }))
    appKit.emitter.emit('onramp', { status: 'opened', caipNetworkId, url })

    const seenIn = await watchForPurchase(appKit, { address, network, tokenId, baseline, signal })
    if (seenIn === 'history')
      await refetchPortfolio(appKit, {
        address,
        network,
        forceUpdate: tokenId ? [tokenId] : [],
        afterTransaction: true,
      }).catch(() => {})
    if (signal.aborted) throw stopReason(signal)
    store.set(stateAtom, (s) => ({ ...s, step: 'success', amount: '', windowBlocked: false }))
    appKit.emitter.emit('onramp', { status: 'success', caipNetworkId, url })
    void trackEvent(appKit, { event: 'ONRAMP_SUCCESS', properties })
    return { url, caipNetworkId, seenIn }
  } catch (error) {
    // A fetch cut short by the stop rejects with the platform's AbortError: say why it stopped.
    return fail(signal.aborted ? stopReason(signal) : error)
  } finally {
    stopWatchingTarget()
  }
}

/** Why the purchase stopped being watched: the wallet left (its reason), else the app cancelled. */
function stopReason(signal: AbortSignal): OnrampInputError {
  return signal.reason instanceof OnrampInputError
    ? signal.reason
    : new OnrampInputError(onrampInputErrorMessages.cancelled)
}

/** The portfolio id of the coin bought on this network; undefined when the options do not say. */
function purchasedTokenId(network: CaipNetwork, currency: PurchaseCurrency): string | undefined {
  const here = currency.networks.find((n) => n.chain_id === String(network.id))
  if (here)
    return portfolioTokenId(network, {
      address: here.contract_address ? `${network.caipNetworkId}:${here.contract_address}` : undefined,
    })
  return currency.symbol === network.nativeCurrency.symbol ? portfolioTokenId(network, {}) : undefined
}

type Baseline = { historyIds: Set<string> | undefined; balance: string | undefined }
type Target = { address: string; network: CaipNetwork; tokenId: string | undefined }

function balanceOf(portfolio: readonly TokenBalance[], target: Target): string {
  const id = target.tokenId?.toLowerCase()
  const held = portfolio.find(
    (entry) =>
      entry.chainId === target.network.caipNetworkId &&
      portfolioTokenId(target.network, entry).toLowerCase() === id,
  )
  const numeric = held?.quantity.numeric ?? '0'
  return isDecimalAmount(numeric) ? numeric : '0'
}

async function readBalance(appKit: AppKit, target: Target): Promise<string | undefined> {
  if (!target.tokenId) return undefined
  try {
    const portfolio = await refetchPortfolio(appKit, {
      address: target.address,
      network: target.network,
      forceUpdate: [target.tokenId],
    })
    return balanceOf(portfolio, target)
  } catch {
    return undefined
  }
}

async function readPurchases(appKit: AppKit, target: Target, signal?: AbortSignal) {
  const page = await (await restClient()).getHistory(appKit, {
    address: target.address,
    chainId: target.network.caipNetworkId,
    onramp: 'coinbase',
    signal,
  })
  return page.data
}

async function readBaseline(appKit: AppKit, target: Target): Promise<Baseline> {
  const [purchases, balance] = await Promise.all([
    readPurchases(appKit, target).catch(() => undefined),
    readBalance(appKit, target),
  ])
  return { historyIds: purchases && new Set(purchases.map((p) => p.id)), balance }
}

async function watchForPurchase(
  appKit: AppKit,
  parameters: Target & { baseline: Baseline; signal: AbortSignal },
): Promise<'history' | 'balance'> {
  const { baseline, signal } = parameters
  const started = appKit.clock.now()
  for (;;) {
    if (signal.aborted) throw stopReason(signal)
    if (appKit.clock.now() - started > onrampWatchLimitMs)
      throw new OnrampInputError(onrampInputErrorMessages.timedOut)
    await wait(appKit.clock, onrampPollIntervalMs, signal)
    if (signal.aborted) throw stopReason(signal)
    // A purchase that was not there before: its provider status decides.
    const purchases = await readPurchases(appKit, parameters, signal).catch(() => undefined)
    const fresh = purchases?.filter((p) => !baseline.historyIds?.has(p.id)) ?? []
    if (baseline.historyIds && fresh.some((p) => p.metadata.status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS'))
      return 'history'
    if (
      baseline.historyIds &&
      fresh.length > 0 &&
      fresh.every((p) => p.metadata.status === 'ONRAMP_TRANSACTION_STATUS_FAILED')
    )
      throw new OnrampInputError(onrampInputErrorMessages.purchaseFailed)
    if (signal.aborted) throw stopReason(signal)
    const balance = await readBalance(appKit, parameters)
    if (
      balance !== undefined &&
      baseline.balance !== undefined &&
      compareDecimals(balance, baseline.balance) > 0
    )
      return 'balance'
  }
}
