import type { SwapArguments, SwapToken } from '@openappkit/core'
import { formatTokenAmount } from '@openappkit/core/internal'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useModalState } from '../../hooks/useModalState.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useSwap } from '../../hooks/useSwap.ts'
import { Alert } from '../components/Alert.tsx'
import { DetailRow } from '../components/DetailRow.tsx'
import { Icon } from '../components/Icon.tsx'
import { Picker } from '../components/Picker.tsx'
import { ResultPanel } from '../components/ResultPanel.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { Unavailable } from '../components/Unavailable.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { formatFee } from './formatFee.ts'
import { useWalletFlow } from './useWalletFlow.ts'
import { errorText } from './walletRoute.ts'

const slippages = [0.5, 1, 2, 3]

/**
 * Swap, as a card: a "You pay" panel (amount and token) over a "You receive" panel (the quote and
 * token), a flip between them; the rate under the card opens the quote's details (minimum received
 * under the slippage, the network fee, the slippage to choose). Then approve (when the token needs
 * it) and swap in the wallet, each step said, and the outcome. Off the swap networks it says
 * "Network not supported for Swaps" and offers nothing. `open({ view: 'Swap', arguments })`
 * presets the form once the network's tokens are known.
 */
export default function SwapView() {
  const messages = useMessages()
  const m = messages.swap
  /** Cut to 3 decimals, in the locale's digits. */
  const amount = (value: string) => messages.formatAmount(formatTokenAmount(value))
  const swap = useSwap()
  const { data } = useModalState()
  const { goBack } = useRouter()
  const flow = useWalletFlow<{ from: string; to: string }>('Swap')
  const { step, done } = flow
  const [unknown, setUnknown] = useState<string[]>([])
  const ids = { from: useId(), to: useId(), amount: useId() }

  // The caller's preset, applied once, when the token list it names has arrived.
  const preset = (data as { swapArguments?: SwapArguments } | undefined)?.swapArguments
  const applied = useRef(false)
  const { tokens, applyArguments } = swap
  useEffect(() => {
    if (!preset || applied.current || tokens.length === 0) return
    applied.current = true
    setUnknown(applyArguments(preset, tokens))
  }, [preset, tokens, applyArguments])

  if (!swap.supported)
    return <Unavailable testId="swap-unsupported">{errorText(swap.draftError)}</Unavailable>

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const noQuote = !swap.quote || swap.quote.placeholder ? m.noQuote : undefined
    if (!flow.check(swap.draftError ? errorText(swap.draftError) : noQuote)) return
    const summary = {
      from: `${swap.sourceTokenAmount} ${swap.sourceToken?.symbol}`,
      to: `${amount(swap.toTokenAmount ?? '0')} ${swap.toToken?.symbol}`,
    }
    void flow.run(summary, swap.swapAsync)
  }

  if (step === 'pending') {
    return (
      <div className="oak-center" aria-busy="true" data-testid="swap-progress">
        <Spinner />
        <p ref={flow.heading} tabIndex={-1} role="status" data-step={swap.step}>
          {swap.step === 'approving' ? m.approving(swap.sourceToken?.symbol ?? '') : m.swapping}
        </p>
      </div>
    )
  }

  if ((step === 'success' && done) || step === 'failure') {
    return (
      <ResultPanel
        outcome={step}
        testId={`swap-${step}`}
        headingRef={flow.heading}
        title={step === 'success' ? m.swapped : m.failed}
        detail={step === 'success' && done ? m.swappedDetail(done.from, done.to) : flow.failure}
        explorer={{ url: done?.explorerUrl, label: m.viewOnExplorer }}
        actions={[
          step === 'success'
            ? {
                label: m.done,
                onClick: () => {
                  flow.setStep('form')
                  goBack()
                },
              }
            : { label: m.retry, onClick: () => flow.setStep('form') },
        ]}
      />
    )
  }

  const q = swap.quote
  const toAmount = swap.quoteLoading && !q ? m.quoting : q?.placeholder ? m.noQuote : undefined
  return (
    <form className="oak-stack" onSubmit={submit} noValidate aria-describedby={flow.describedBy}>
      {flow.declined ? <Alert id={flow.errorId}>{m.declined}</Alert> : null}
      {unknown.length > 0 ? <p className="oak-muted">{m.unknownTokens(unknown.join(', '))}</p> : null}
      <div className="oak-swap">
        <div className="oak-swap-panel">
          <div className="oak-swap-head">
            <label htmlFor={ids.from}>{m.from}</label>
            {swap.sourceToken && swap.sourceTokenBalance !== undefined ? (
              <span data-testid="swap-from-balance">
                {m.balance(amount(swap.sourceTokenBalance), swap.sourceToken.symbol)}
              </span>
            ) : null}
          </div>
          <div className="oak-swap-line">
            <input
              id={ids.amount}
              aria-label={m.amount}
              className="oak-swap-amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              data-testid="swap-amount"
              value={swap.sourceTokenAmount}
              onChange={(event) => {
                if (/^\d*\.?\d*$/.test(event.target.value)) swap.setAmount(event.target.value)
              }}
            />
            <TokenSelect
              id={ids.from}
              testId="swap-from-token"
              value={swap.sourceToken}
              swap={swap}
              onChange={swap.setSourceToken}
            />
          </div>
          <span className="oak-swap-head">
            {swap.sourceAmountInUsd ? m.value(swap.sourceAmountInUsd) : null}
          </span>
        </div>
        <button
          type="button"
          className="oak-swap-flip"
          onClick={swap.switchTokens}
          aria-label={m.switchTokens}
        >
          <Icon name="swap" size={16} />
        </button>
        <div className="oak-swap-panel">
          <div className="oak-swap-head">
            <label htmlFor={ids.to}>{m.to}</label>
          </div>
          <div className="oak-swap-line">
            <output
              className="oak-swap-amount"
              data-testid="swap-to-amount"
              data-state={toAmount ? 'text' : swap.toTokenAmount ? undefined : 'empty'}
              aria-live="polite"
            >
              {toAmount ??
                (swap.toTokenAmount ? (
                  <>
                    {amount(swap.toTokenAmount)}
                    <span className="oak-sr-only"> {swap.toToken?.symbol}</span>
                  </>
                ) : (
                  '0'
                ))}
            </output>
            <TokenSelect
              id={ids.to}
              testId="swap-to-token"
              value={swap.toToken}
              swap={swap}
              onChange={swap.setToToken}
            />
          </div>
          <span className="oak-swap-head">{swap.toAmountInUsd ? m.value(swap.toAmountInUsd) : null}</span>
        </div>
      </div>
      {q?.placeholder ? (
        <p className="oak-muted" data-testid="swap-placeholder">
          {q.reason}
        </p>
      ) : null}
      {swap.rate !== undefined && swap.sourceToken && swap.toToken ? (
        <details className="oak-disclosure" data-testid="swap-details">
          <summary>
            <span>{m.rate(swap.sourceToken.symbol, amount(String(swap.rate)), swap.toToken.symbol)}</span>
            <Icon name="chevronDown" size={16} />
          </summary>
          <dl className="oak-details">
            <DetailRow term={m.minimumReceived} testId="swap-minimum">
              {amount(swap.minimumReceived ?? '0')} {swap.toToken.symbol}
            </DetailRow>
            <DetailRow term={m.fee} testId="swap-fee">
              {swap.fee ? formatFee(messages, swap.fee, 'ETH') : '…'}
            </DetailRow>
            <DetailRow term={m.slippage}>
              <fieldset className="oak-segmented" aria-label={m.slippage}>
                {slippages.map((percent) => (
                  <button
                    key={percent}
                    type="button"
                    aria-pressed={swap.slippage === percent}
                    onClick={() => swap.setSlippage(percent)}
                  >
                    {m.slippageOption(String(percent))}
                  </button>
                ))}
              </fieldset>
            </DetailRow>
          </dl>
        </details>
      ) : null}
      <Alert id={flow.errorId} testId="swap-form-error">
        {flow.formError}
      </Alert>
      <button type="submit" className="oak-button" data-variant="accent" data-testid="swap-submit">
        {swap.needsApproval ? m.approveAndSwap : m.swap}
      </button>
    </form>
  )
}

/** A token picker: the popular tokens first, then all of them, by symbol. */
function TokenSelect(props: {
  id: string
  testId: string
  value: SwapToken | undefined
  swap: ReturnType<typeof useSwap>
  onChange: (token: SwapToken | undefined) => void
}) {
  const m = useMessages().swap
  const { swap } = props
  if (swap.tokensLoading) return <Spinner />
  const popular = new Set(swap.popularTokens.map((t) => t.address))
  const option = (group: string) => (token: SwapToken) => ({
    value: token.address,
    label: token.symbol,
    group,
  })
  return (
    <Picker
      id={props.id}
      testId={props.testId}
      value={props.value?.address}
      placeholder={m.chooseToken}
      options={[
        ...swap.popularTokens.map(option(m.popular)),
        ...swap.tokens.filter((t) => !popular.has(t.address)).map(option(m.allTokens)),
      ]}
      onChange={(address) => props.onChange(swap.tokens.find((t) => t.address === address))}
    />
  )
}
