import { devstackOak, devstackSol, type PayResult } from '@openappkit/core'
import { usePay } from '@openappkit/react'
import { Page } from '../Page'

// The shop's own addresses: no test account, so only payments move their balances.
export const merchant = '0x5ca1ab1e0000000000000000000000000000beef'
export const solanaMerchant = '7PhofsTtE631MLPDc9teenLyr7gaTfWLMBBcBXdzBwxd'

const checkouts = [
  { label: 'Pay 5 OAK', amount: '5', asset: devstackOak, recipient: merchant },
  { label: 'Pay 0.5 SOL', amount: '0.5', asset: devstackSol, recipient: solanaMerchant },
]

function outcome(result: PayResult): string {
  if (result.status === 'success') return `Paid: ${result.hash}`
  if (result.status === 'failure')
    return `Not paid (${result.reason}): ${result.error.message.split('\n')[0]}`
  return result.status === 'cancel' ? 'Not paid: cancelled' : 'Not paid: timed out'
}

/** A small checkout: 5 OAK (or 0.5 SOL) to the merchant, paid in the modal's Pay flow. */
export function PayPage() {
  const payment = usePay()
  return (
    <Page
      title="Pay"
      intro={
        <>
          A fixed payment to a recipient with <code>usePay</code>: the modal shows the payment, the person
          pays from the connected wallet (switching to the payment&apos;s network first when asked) or from an
          exchange account, and the promise resolves with the outcome. The events log shows each step.
        </>
      }
    >
      <section className="card" aria-labelledby="checkout" data-testid="checkout">
        <h3 id="checkout">Checkout</h3>
        <p>
          One OpenAppKit T-shirt: <strong>5 OAK</strong> on the devstack&apos;s EVM chain, paid to{' '}
          <code>{merchant}</code>, or <strong>0.5 SOL</strong> on its Solana chain, paid to{' '}
          <code>{solanaMerchant}</code>.
        </p>
        <div className="actions">
          {checkouts.map(({ label, ...parameters }) => (
            <button
              key={label}
              type="button"
              className="button"
              disabled={payment.status === 'inProgress'}
              onClick={() => payment.pay(parameters)}
            >
              {label}
            </button>
          ))}
        </div>
        <p data-testid="checkout-result" aria-live="polite">
          {payment.result ? outcome(payment.result) : ''}
        </p>
        {payment.error ? <p role="alert">{payment.error.message}</p> : null}
      </section>
    </Page>
  )
}
