import type { SwapArguments, SwapToken } from '@openappkit/core'
import { formatTokenAmount } from '@openappkit/core/internal'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useModalState } from '../../hooks/useModalState.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useSwap } from '../../hooks/useSwap.ts'
import { Alert } from '../components/Alert.tsx'
import { Choice } from '../components/Choice.tsx'
import { DetailRow } from '../components/DetailRow.tsx'
import { Icon } from '../components/Icon.tsx'
import { ResultPanel } from '../components/ResultPanel.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { Unavailable } from '../components/Unavailable.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { formatFee } from './formatFee.ts'
import { useWalletFlow } from './useWalletFlow.ts'
import { errorText } from './walletRoute.ts'

const slippages = [0.5, 1, 2, 3]

/**
 * Swap: two token pickers (popular first), the amount, the quote with its rate, the
 * minimum received under the slippage and the network fee, then approve (when the token needs
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
  const ids = { from: useId(), to: useId(), amount: useId(), slippage: useId() }

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
  return (
    <form className="oak-stack" onSubmit={submit} noValidate aria-describedby={flow.describedBy}>
      {flow.declined ? <Alert id={flow.errorId}>{m.declined}</Alert> : null}
      {unknown.length > 0 ? <p className="oak-muted">{m.unknownTokens(unknown.join(', '))}</p> : null}
      <label htmlFor={ids.from}>{m.from}</label>
      <TokenSelect
        id={ids.from}
        testId="swap-from-token"
        value={swap.sourceToken}
        swap={swap}
        onChange={swap.setSourceToken}
      />
      {swap.sourceToken && swap.sourceTokenBalance !== undefined ? (
        <p className="oak-muted" data-testid="swap-from-balance">
          {m.balance(amount(swap.sourceTokenBalance), swap.sourceToken.symbol)}
        </p>
      ) : null}
      <label htmlFor={ids.amount}>{m.amount}</label>
      <input
        id={ids.amount}
        className="oak-input"
        inputMode="decimal"
        autoComplete="off"
        data-testid="swap-amount"
        value={swap.sourceTokenAmount}
        onChange={(event) => {
          if (/^\d*\.?\d*$/.test(event.target.value)) swap.setAmount(event.target.value)
        }}
      />
      {swap.sourceAmountInUsd ? <p className="oak-muted">{m.value(swap.sourceAmountInUsd)}</p> : null}
      <button type="button" className="oak-button" onClick={swap.switchTokens} aria-label={m.switchTokens}>
        <Icon name="swap" size={16} />
      </button>
      <label htmlFor={ids.to}>{m.to}</label>
      <TokenSelect
        id={ids.to}
        testId="swap-to-token"
        value={swap.toToken}
        swap={swap}
        onChange={swap.setToToken}
      />
      <output className="oak-heading" data-testid="swap-to-amount" aria-live="polite">
        {swap.quoteLoading && !q
          ? m.quoting
          : q?.placeholder
            ? m.noQuote
            : swap.toTokenAmount
              ? `${amount(swap.toTokenAmount)} ${swap.toToken?.symbol ?? ''}`
              : ''}
      </output>
      {q?.placeholder ? (
        <p className="oak-muted" data-testid="swap-placeholder">
          {q.reason}
        </p>
      ) : null}
      {swap.rate !== undefined && swap.sourceToken && swap.toToken ? (
        <dl className="oak-stack" data-testid="swap-details">
          <DetailRow term={m.rate(swap.sourceToken.symbol, amount(String(swap.rate)), swap.toToken.symbol)}>
            {swap.toAmountInUsd ? m.value(swap.toAmountInUsd) : null}
          </DetailRow>
          <DetailRow term={m.minimumReceived} testId="swap-minimum">
            {amount(swap.minimumReceived ?? '0')} {swap.toToken.symbol}
          </DetailRow>
          <DetailRow term={m.fee} testId="swap-fee">
            {swap.fee ? formatFee(messages, swap.fee, 'ETH') : '…'}
          </DetailRow>
        </dl>
      ) : null}
      <Choice
        id={ids.slippage}
        label={m.slippage}
        value={String(swap.slippage)}
        options={slippages.map((percent) => [String(percent), m.slippageOption(String(percent))])}
        onChange={(percent) => swap.setSlippage(Number(percent))}
      />
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
  const option = (token: SwapToken) => (
    <option key={token.address} value={token.address}>
      {token.symbol}
    </option>
  )
  return (
    <select
      id={props.id}
      className="oak-input"
      data-testid={props.testId}
      value={props.value?.address ?? ''}
      onChange={(event) => props.onChange(swap.tokens.find((t) => t.address === event.target.value))}
    >
      <option value="">{m.chooseToken}</option>
      {swap.popularTokens.length > 0 ? (
        <optgroup label={m.popular}>{swap.popularTokens.map(option)}</optgroup>
      ) : null}
      <optgroup label={m.allTokens}>
        {swap.tokens.filter((t) => !popular.has(t.address)).map(option)}
      </optgroup>
    </select>
  )
}
