import { shortenAddress } from '@openappkit/core/internal'
import { useAccount } from '../../hooks/useAccount.ts'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { usePay } from '../../hooks/usePay.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { DetailRow } from '../components/DetailRow.tsx'
import { Icon } from '../components/Icon.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { errorText } from './walletRoute.ts'

/**
 * The payment (amount, recipient, network) and how to pay it: the connected wallet (after a
 * switch the person asks for, when it is on another network; a connect first, when there is
 * none), or an exchange account (its page in a new window). Paying replaces this view with the
 * payment under way: once spent, there is no way back to pay it again.
 */
export default function PayView() {
  const messages = useMessages()
  const m = messages.pay
  const payState = usePay()
  const { payment } = payState
  const { push, replace } = useRouter()
  const network = payment?.network
  const account = useAccount({ namespace: network?.chainNamespace })
  const active = useNetwork()
  if (!payment || !network) return <p className="oak-muted">{m.none}</p>
  const onNetwork = active.caipNetworkId === network.caipNetworkId
  const symbol = payment.asset.metadata.symbol
  const refusal = payState.error ?? active.error

  return (
    <div className="oak-stack" data-testid="pay-view">
      <p className="oak-heading" data-testid="pay-summary">
        {m.summary(messages.formatAmount(payment.displayAmount), symbol)}
      </p>
      <dl className="oak-details">
        <DetailRow term={m.recipient} title={payment.recipient} testId="pay-recipient">
          {shortenAddress(payment.recipient)}
        </DetailRow>
        <DetailRow term={m.network}>{network.name}</DetailRow>
      </dl>
      <section aria-label={m.withWallet}>
        <ul className="oak-list">
          <li>
            {!account.address ? (
              <button type="button" className="oak-item" onClick={() => push('Connect')}>
                <Icon name="power" size={18} />
                <span className="oak-item-name">{m.connect}</span>
              </button>
            ) : !onNetwork ? (
              <button
                type="button"
                className="oak-item"
                data-testid="pay-switch-network"
                disabled={active.isPending}
                onClick={() => active.switchNetwork(network)}
              >
                <Icon name="network" size={18} />
                <span className="oak-item-name">{m.switchTo(network.name)}</span>
              </button>
            ) : (
              <button
                type="button"
                className="oak-item"
                data-testid="pay-with-wallet"
                onClick={() => {
                  payState.payWithWallet()
                  replace('PayInProgress')
                }}
              >
                <Icon name="send" size={18} />
                <span className="oak-item-name">{m.withWallet}</span>
                <span className="oak-tag">{shortenAddress(account.address)}</span>
              </button>
            )}
          </li>
        </ul>
        {account.address && !onNetwork ? <p className="oak-muted">{m.switchFirst(network.name)}</p> : null}
      </section>
      {payState.exchanges.length > 0 ? (
        <section aria-label={m.fromExchange}>
          <p className="oak-group-title">{m.fromExchange}</p>
          <ul className="oak-list">
            {payState.exchanges.map((exchange) => (
              <li key={exchange.id}>
                <button
                  type="button"
                  className="oak-item"
                  data-testid={`pay-exchange-${exchange.id}`}
                  onClick={() => {
                    // Opened here, synchronously in the click, or the popup blocker refuses it.
                    payState.payWithExchange(exchange.id)
                    replace('PayInProgress')
                  }}
                >
                  <Icon name="external" size={18} />
                  <span className="oak-item-name">{m.payWith(exchange.name)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {refusal ? (
        <p className="oak-error" role="alert">
          {errorText(refusal)}
        </p>
      ) : null}
    </div>
  )
}
