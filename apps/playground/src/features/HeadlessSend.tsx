import { type TokenBalance, usePortfolio, useSend } from '@openappkit/react'

const keyOf = (token: Pick<TokenBalance, 'address'>) => token.address ?? 'native'

/**
 * Send with hooks only (`useSend`, `usePortfolio`), on whichever namespace is connected: a token
 * from the portfolio, an amount (or Max), a receiver (an address, or a name on EVM), then the
 * outcome: the transaction id, or the reason.
 */
export function HeadlessSend() {
  const send = useSend()
  const portfolio = usePortfolio()
  const tokens = portfolio.data ?? []
  return (
    <section aria-labelledby="headless-send">
      <h3 id="headless-send">Send</h3>
      <form
        className="hooks-form"
        onSubmit={(event) => {
          event.preventDefault()
          send.send()
        }}
      >
        <label>
          Token{' '}
          <select
            value={send.token ? keyOf(send.token) : ''}
            onChange={(event) => send.setToken(tokens.find((t) => keyOf(t) === event.target.value))}
          >
            <option value="">Choose a token</option>
            {tokens.map((token) => (
              <option key={keyOf(token)} value={keyOf(token)}>
                {token.symbol}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Amount{' '}
          <input
            inputMode="decimal"
            value={send.sendTokenAmount ?? ''}
            onChange={(event) => send.setAmount(event.target.value)}
          />
        </label>{' '}
        <button
          type="button"
          className="button button--secondary"
          disabled={send.maxAmount === undefined}
          onClick={() => send.maxAmount !== undefined && send.setAmount(send.maxAmount)}
        >
          Max
        </button>{' '}
        <label>
          To <input onChange={(event) => send.setReceiver(event.target.value)} />
        </label>
        {send.receiverProfileName ? (
          <span data-testid="send-receiver-name"> {send.receiverProfileName}</span>
        ) : null}{' '}
        <button type="submit" className="button" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send'}
        </button>
      </form>
      <p data-testid="send-fee">Fee: {send.fee ? `${send.fee.formatted} ${send.fee.symbol}` : '…'}</p>
      <p data-testid="send-status">{send.status}</p>
      {send.hash ? <p data-testid="send-hash">{send.hash}</p> : null}
      {send.error ? (
        <p role="alert" data-testid="send-error">
          {(send.error as { shortMessage?: string }).shortMessage ?? send.error.message}
        </p>
      ) : null}
    </section>
  )
}
