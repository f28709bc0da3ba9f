import { formatTokenAmount } from '@openappkit/core/internal'
import { useId } from 'react'
import { useOnramp } from '../../hooks/useOnramp.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { Icon } from '../components/Icon.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'

// The providers this modal can send a purchase to: Coinbase, through the data service's URL
// generator. Meld is listed with its fee range but has no URL the SDK can make.
const available = new Set(['coinbase'])

/**
 * The quote for the form (what the amount buys, the fees, the total; a placeholder says the
 * provider's page prices it) and the providers with their fee ranges. "Buy" opens the
 * provider's window in the click itself, then shows the purchase under way. In a restricted
 * time zone the button is off and says why.
 */
export default function OnrampProvidersView() {
  const messages = useMessages()
  const m = messages.onramp
  const onramp = useOnramp()
  const { push } = useRouter()
  const reason = useId()
  const quote = onramp.quote.data
  const provider = onramp.providers.find((p) => p.name === onramp.provider) ?? onramp.providers[0]
  const coins = (amount: string) => messages.formatAmount(formatTokenAmount(amount))
  // Money in cents, as the provider charges it.
  const money = (amount: string) => {
    const value = Number(amount)
    return Number.isFinite(value) ? messages.formatAmount(value.toFixed(2)) : amount
  }

  return (
    <div className="oak-stack">
      <output className="oak-details oak-stack" aria-live="polite" data-testid="onramp-quote">
        {onramp.quote.isLoading ? (
          <span className="oak-row">
            <Spinner /> {m.quoting}
          </span>
        ) : quote?.placeholder ? (
          <span className="oak-muted" data-testid="onramp-quote-placeholder">
            {m.noQuote}
          </span>
        ) : quote ? (
          <>
            <span className="oak-heading" data-testid="onramp-quote-amount">
              {m.youGet(coins(quote.purchaseAmount.amount), quote.purchaseAmount.currency)}
            </span>
            <span className="oak-muted">
              {m.fees(
                money(quote.coinbaseFee?.amount ?? '0'),
                money(quote.networkFee.amount),
                quote.paymentTotal.currency,
              )}
            </span>
            <span className="oak-muted">
              {m.total(money(quote.paymentTotal.amount), quote.paymentTotal.currency)}
            </span>
          </>
        ) : null}
      </output>
      <fieldset className="oak-list" disabled={onramp.isPending}>
        <legend className="oak-group-title">{m.providers}</legend>
        {onramp.providers.map((p) => {
          const on = available.has(p.name)
          return (
            <label key={p.name} className="oak-item oak-radio" data-testid={`onramp-provider-${p.name}`}>
              <input
                type="radio"
                name="onramp-provider"
                value={p.name}
                checked={onramp.provider === p.name}
                disabled={!on}
                onChange={() => onramp.setProvider(p.name)}
              />
              <span className="oak-item-name">{p.label}</span>
              <span className="oak-muted oak-item-detail">
                {on ? m.fee(p.feeRange) : `${m.fee(p.feeRange)} · ${m.providerUnavailable}`}
              </span>
            </label>
          )
        })}
      </fieldset>
      {onramp.restricted ? (
        <p className="oak-error" id={reason} data-testid="onramp-buy-unavailable">
          {m.restricted}
        </p>
      ) : null}
      <button
        type="button"
        className="oak-button"
        data-variant="accent"
        data-testid="onramp-buy"
        disabled={onramp.restricted || onramp.isPending}
        aria-describedby={onramp.restricted ? reason : undefined}
        onClick={() => {
          // Opened here, synchronously in the click, or the browser's popup blocker refuses it.
          onramp.buy()
          push('BuyInProgress')
        }}
      >
        <Icon name="buy" size={16} />
        {m.buyWith(provider?.label ?? '')}
      </button>
    </div>
  )
}
