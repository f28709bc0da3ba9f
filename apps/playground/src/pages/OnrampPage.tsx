import { useAccount, useOnramp } from '@openappkit/react'
import { Page } from '../Page'
import { OpenViewCard } from './OpenViewCard'

/**
 * Buying crypto: the modal's onramp views, and the same purchase with `useOnramp` alone. On the
 * devstack the provider is a local page (in a new window) whose "Complete purchase" sends the
 * coins from the faucet on anvil.
 */
export function OnrampPage() {
  return (
    <Page
      title="Onramp"
      intro={
        <>
          Buying crypto with a card or bank account through a provider (SPEC §4, §7, §9): options (the
          built-in defaults when the service fails), the payment limits, a quote, the provider&apos;s page in
          a new window, then the balance once the coins arrive.
        </>
      }
    >
      <OpenViewCard view="OnrampBuy" label="Buy crypto in the modal" />
      <HeadlessOnramp />
    </Page>
  )
}

/** The purchase with `useOnramp` alone: the app draws every control. */
function HeadlessOnramp() {
  const onramp = useOnramp()
  const { isConnected } = useAccount()
  if (!isConnected) return <p className="hint card">Connect a wallet to buy with hooks.</p>
  if (onramp.restricted) return <p className="card">Buying crypto is not available in your time zone.</p>
  const quote = onramp.quote.data
  const limit = onramp.draftError?.limit
  return (
    <section className="card" aria-labelledby="headless-onramp" data-testid="headless-onramp">
      <h3 id="headless-onramp">With useOnramp</h3>
      <form
        className="hooks-form"
        onSubmit={(event) => {
          event.preventDefault()
          onramp.buy()
        }}
      >
        <label>
          Buy{' '}
          <select
            value={onramp.purchaseCurrency?.id ?? ''}
            onChange={(e) => onramp.setPurchaseCurrency(e.target.value || undefined)}
          >
            {onramp.purchaseCurrencies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.symbol}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Pay with{' '}
          <select
            value={onramp.paymentCurrency?.id ?? ''}
            onChange={(e) => onramp.setPaymentCurrency(e.target.value || undefined)}
          >
            {onramp.paymentCurrencies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.id}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Amount{' '}
          <input
            inputMode="decimal"
            value={onramp.amount}
            onChange={(e) => onramp.setAmount(e.target.value)}
          />
        </label>{' '}
        <button
          type="submit"
          className="button"
          disabled={onramp.isPending || Boolean(onramp.draftError) || onramp.step !== 'idle'}
        >
          {onramp.step === 'waiting' ? 'Waiting for the purchase…' : 'Buy'}
        </button>
      </form>
      {onramp.paymentMethod ? (
        <p className="hint">
          {onramp.paymentMethod.id}: {onramp.paymentMethod.min} to {onramp.paymentMethod.max}{' '}
          {onramp.paymentCurrency?.id}
          {onramp.options?.fromDefaults ? ' (built-in defaults)' : ''}
        </p>
      ) : null}
      {limit ? (
        <p role="alert">
          {limit.kind === 'min' ? 'At least' : 'At most'} {limit.value} {limit.currency} by{' '}
          {limit.paymentMethod}
        </p>
      ) : null}
      <p data-testid="headless-onramp-quote">
        {quote?.placeholder
          ? `No quote: ${quote.reason ?? ''}`
          : quote
            ? `≈ ${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency} for ${quote.paymentTotal.amount} ${quote.paymentTotal.currency}`
            : ''}
      </p>
      {onramp.step === 'waiting' && onramp.url ? (
        <p data-testid="headless-onramp-waiting">
          {onramp.windowBlocked
            ? 'Your browser blocked the window: '
            : 'Finish in the provider’s window, or '}
          <a href={onramp.url} target="_blank" rel="noopener noreferrer">
            open the provider&apos;s page
          </a>
          .{' '}
          <button type="button" className="button" onClick={onramp.cancel}>
            Stop waiting
          </button>
        </p>
      ) : null}
      {onramp.status === 'success' ? (
        <p data-testid="headless-onramp-done">
          Bought: the coins arrived (seen in the {onramp.result?.seenIn}).{' '}
          <button type="button" className="button" onClick={onramp.reset}>
            Buy again
          </button>
        </p>
      ) : null}
      {onramp.error ? <p role="alert">{onramp.error.message}</p> : null}
    </section>
  )
}
