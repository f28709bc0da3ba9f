import { type FormEvent, useEffect, useId, useState } from 'react'
import { useOnramp } from '../../hooks/useOnramp.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { Alert } from '../components/Alert.tsx'
import { Choice } from '../components/Choice.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { Unavailable } from '../components/Unavailable.tsx'
import type { Messages } from '../messages/en.ts'
import { useMessages } from '../messages/MessagesContext.ts'

/** A payment method's name in the catalogue; an id the catalogue lacks as it is. */
export function paymentMethodName(m: Messages['onramp'], id: string): string {
  return (m.methods as Record<string, string>)[id] ?? id
}

/**
 * What to buy and what to pay with (core's onramp options: purchase and payment currencies, the
 * payment method's limits), and the amount, checked against those limits before going on to
 * the providers. The built-in defaults are said when the service's list failed; in a restricted
 * time zone the view says buying is unavailable and offers nothing.
 */
export default function OnrampBuyView() {
  const messages = useMessages()
  const m = messages.onramp
  const onramp = useOnramp()
  const { push, replace } = useRouter()
  const [tried, setTried] = useState(false)
  // A purchase still under way (the modal was closed while waiting): its view, not a form that
  // cannot change until it ends.
  const underWay = onramp.step === 'opening' || onramp.step === 'waiting'
  // From the Buy click on (the options may still be read before the step moves), the form is
  // what the provider was sent: read-only, since the SDK refuses a change until the purchase ends.
  const running = underWay || onramp.isPending
  useEffect(() => {
    if (underWay) replace('BuyInProgress')
  }, [underWay, replace])
  const ids = {
    buy: useId(),
    pay: useId(),
    method: useId(),
    amount: useId(),
    limits: useId(),
    error: useId(),
  }

  if (onramp.restricted) return <Unavailable testId="onramp-restricted">{m.restricted}</Unavailable>
  if (!onramp.options) return <Spinner />

  const { paymentCurrency, paymentMethod, draftError } = onramp
  const currency = paymentCurrency?.id ?? ''
  const method = paymentMethod ? paymentMethodName(m, paymentMethod.id) : ''
  const limit = draftError?.limit
  const errorText = !draftError
    ? undefined
    : limit?.kind === 'min'
      ? m.belowMinimum(
          messages.formatAmount(limit.value),
          limit.currency,
          paymentMethodName(m, limit.paymentMethod),
        )
      : limit?.kind === 'max'
        ? m.aboveMaximum(
            messages.formatAmount(limit.value),
            limit.currency,
            paymentMethodName(m, limit.paymentMethod),
          )
        : m.enterAmount
  // Said as soon as an amount breaks a limit; "enter an amount" only once the user tried to go on.
  const shownError = limit || tried ? errorText : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!draftError && !running) push('OnrampProviders')
  }

  return (
    <form className="oak-stack" onSubmit={submit} noValidate>
      {running ? (
        <p className="oak-muted" role="status" data-testid="onramp-locked">
          {m.locked}
        </p>
      ) : null}
      <fieldset className="oak-stack" disabled={running}>
        {onramp.options.fromDefaults ? (
          <p className="oak-muted" data-testid="onramp-defaults">
            {m.defaults}
          </p>
        ) : null}
        <Choice
          id={ids.buy}
          label={m.buy}
          testId="onramp-purchase-currency"
          value={onramp.purchaseCurrency?.id}
          options={onramp.purchaseCurrencies.map((c) => [c.id, `${c.symbol} · ${c.name}`])}
          onChange={onramp.setPurchaseCurrency}
        />
        <Choice
          id={ids.pay}
          label={m.payWith}
          testId="onramp-payment-currency"
          value={currency}
          options={onramp.paymentCurrencies.map((c) => [c.id, c.id])}
          onChange={onramp.setPaymentCurrency}
        />
        <Choice
          id={ids.method}
          label={m.paymentMethod}
          testId="onramp-payment-method"
          value={paymentMethod?.id}
          options={(paymentCurrency?.payment_method_limits ?? []).map((l) => [
            l.id,
            paymentMethodName(m, l.id),
          ])}
          onChange={onramp.setPaymentMethod}
        />
        <label htmlFor={ids.amount}>{m.amount(currency)}</label>
        <input
          id={ids.amount}
          className="oak-input"
          inputMode="decimal"
          autoComplete="off"
          data-testid="onramp-amount"
          aria-describedby={shownError ? `${ids.limits} ${ids.error}` : ids.limits}
          aria-invalid={shownError ? true : undefined}
          value={onramp.amount}
          onChange={(event) => {
            if (/^\d*\.?\d*$/.test(event.target.value)) onramp.setAmount(event.target.value)
          }}
        />
        {paymentMethod ? (
          <p className="oak-muted" id={ids.limits} data-testid="onramp-limits">
            {m.limits(
              messages.formatAmount(paymentMethod.min),
              messages.formatAmount(paymentMethod.max),
              currency,
              method,
            )}
          </p>
        ) : null}
        <Alert id={ids.error} testId="onramp-amount-error">
          {shownError}
        </Alert>
        <button type="submit" className="oak-button" data-variant="accent" data-testid="onramp-continue">
          {m.continue}
        </button>
      </fieldset>
    </form>
  )
}
