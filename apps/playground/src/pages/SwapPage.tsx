import { type SwapToken, useAccount, useAppKit, useSwap } from '@openappkit/react'
import { Page } from '../Page'

/**
 * Swaps: the modal's Swap view (opened with tokens and amount preset), and the same swap with
 * `useSwap` alone, on the devstack's pool (ETH, OAK, TUSD on anvil; the devstack's chain is added
 * with `additionalSwapNetworks`).
 */
export function SwapPage() {
  return (
    <Page
      title="Swap"
      intro={
        <>
          Token swaps through the data service&apos;s convert API (SPEC §4, §7): tokens, a quote (a
          placeholder when there is none), the approval a token needs, then the swap, each sent by the wallet.
          The devstack serves them from a real constant-product pool on anvil.
        </>
      }
    >
      <OpenSwapCard />
      <HeadlessSwap />
    </Page>
  )
}

function OpenSwapCard() {
  const { open } = useAppKit()
  const { isConnected } = useAccount()
  return (
    <div className="card">
      <h3>In the modal</h3>
      <button
        type="button"
        className="button"
        disabled={!isConnected}
        onClick={() =>
          open({ view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'OAK', amount: '0.05' } })
        }
      >
        Swap 0.05 ETH for OAK
      </button>
      {isConnected ? null : <p className="hint">Connect a wallet first.</p>}
    </div>
  )
}

/** The swap with `useSwap` alone: the app draws every control. */
function HeadlessSwap() {
  const swap = useSwap()
  const { isConnected } = useAccount()
  if (!isConnected) return <p className="hint card">Connect a wallet to swap with hooks.</p>
  if (!swap.supported) return <p className="card">{swap.draftError?.message}</p>
  return (
    <section className="card" aria-labelledby="headless-swap" data-testid="headless-swap">
      <h3 id="headless-swap">With useSwap</h3>
      <form
        className="hooks-form"
        onSubmit={(event) => {
          event.preventDefault()
          swap.swap()
        }}
      >
        <TokenPicker
          label="From"
          value={swap.sourceToken}
          tokens={swap.tokens}
          onChange={swap.setSourceToken}
        />{' '}
        <label>
          Amount{' '}
          <input
            inputMode="decimal"
            value={swap.sourceTokenAmount}
            onChange={(e) => swap.setAmount(e.target.value)}
          />
        </label>{' '}
        <TokenPicker label="To" value={swap.toToken} tokens={swap.tokens} onChange={swap.setToToken} />{' '}
        <button type="submit" className="button" disabled={swap.isPending || Boolean(swap.draftError)}>
          {swap.step === 'approving'
            ? 'Approving…'
            : swap.step === 'swapping'
              ? 'Swapping…'
              : swap.needsApproval
                ? 'Approve and swap'
                : 'Swap'}
        </button>
      </form>
      <p data-testid="headless-swap-quote">
        {swap.quote?.placeholder
          ? `No quote: ${swap.quote.reason ?? ''}`
          : swap.toTokenAmount
            ? `≈ ${swap.toTokenAmount} ${swap.toToken?.symbol} (at least ${swap.minimumReceived} with ${swap.slippage}% slippage)`
            : ''}
      </p>
      {swap.draftError && swap.sourceTokenAmount ? <p className="hint">{swap.draftError.message}</p> : null}
      {swap.hash ? <p data-testid="headless-swap-hash">Swapped: {swap.hash}</p> : null}
      {swap.error ? <p role="alert">{swap.error.message}</p> : null}
    </section>
  )
}

function TokenPicker(props: {
  label: string
  value: SwapToken | undefined
  tokens: readonly SwapToken[]
  onChange: (token: SwapToken | undefined) => void
}) {
  return (
    <label>
      {props.label}{' '}
      <select
        value={props.value?.address ?? ''}
        onChange={(e) => props.onChange(props.tokens.find((t) => t.address === e.target.value))}
      >
        <option value="">Choose</option>
        {props.tokens.map((t) => (
          <option key={t.address} value={t.address}>
            {t.symbol}
          </option>
        ))}
      </select>
    </label>
  )
}
