import { isUserRejection, type TokenBalance } from '@openappkit/core'
import { formatTokenAmount, shortenAddress } from '@openappkit/core/internal'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { usePortfolio } from '../../hooks/usePortfolio.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { type UseSendReturnType, useSend } from '../../hooks/useSend.ts'
import { ResultPanel } from '../components/ResultPanel.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { errorText } from './walletRoute.ts'

type Step = 'form' | 'preview' | 'sending' | 'success' | 'failure'
type Sent = { amount: string; symbol: string; to: string; explorerUrl: string | undefined }

const tokenKey = (token: Pick<TokenBalance, 'address'>) => token.address ?? 'native'

/**
 * Send: a token from the portfolio, an amount with Max, a receiver (address or name,
 * shown with its name and avatar), then a preview with the network fee, the wallet's
 * confirmation, and the outcome: success with the explorer link, or the reason. A refusal in
 * the wallet comes back to the form as it was, saying it was declined.
 */
export default function SendView() {
  const messages = useMessages()
  const m = messages.send
  const send = useSend()
  const portfolio = usePortfolio()
  const { caipNetwork } = useNetwork()
  const { goBack } = useRouter()
  const [step, setStep] = useState<Step>('form')
  const [receiverInput, setReceiverInput] = useState(send.receiverProfileName ?? send.receiverAddress ?? '')
  const [formError, setFormError] = useState<string>()
  const [declined, setDeclined] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [sent, setSent] = useState<Sent>()
  const ids = { token: useId(), amount: useId(), receiver: useId(), error: useId() }
  const heading = useRef<HTMLParagraphElement>(null)
  // Each step's first words take the focus, so a screen reader hears where the flow is.
  useEffect(() => {
    if (step !== 'form') heading.current?.focus()
  }, [step])

  const tokens = (portfolio.data ?? []).filter((token) => Number(token.quantity.numeric) > 0)
  const receiverLabel =
    send.receiverProfileName ?? (send.receiverAddress ? shortenAddress(send.receiverAddress) : '')

  const review = (event: FormEvent) => {
    event.preventDefault()
    setDeclined(false)
    if (send.draftError) {
      setFormError(errorText(send.draftError))
      return
    }
    setFormError(undefined)
    setStep('preview')
  }

  const confirm = async () => {
    const draft = {
      amount: send.sendTokenAmount ?? '',
      symbol: send.token?.symbol ?? '',
      to: receiverLabel,
    }
    setStep('sending')
    try {
      const result = await send.sendAsync()
      setSent({ ...draft, explorerUrl: result.explorerUrl })
      setStep('success')
    } catch (error) {
      if (isUserRejection(error)) {
        setDeclined(true)
        setStep('form')
      } else {
        setFailure(errorText(error))
        setStep('failure')
      }
    }
  }

  if (step === 'sending') {
    return (
      <div className="oak-center" aria-busy="true">
        <Spinner />
        <p ref={heading} tabIndex={-1} role="status">
          {m.confirmInWallet}
        </p>
      </div>
    )
  }

  if ((step === 'success' && sent) || step === 'failure') {
    return (
      <ResultPanel
        outcome={step}
        testId={`send-${step}`}
        headingRef={heading}
        title={step === 'success' ? m.sent : m.failed}
        detail={step === 'success' && sent ? m.sentDetail(sent.amount, sent.symbol, sent.to) : failure}
        explorer={step === 'success' ? { url: sent?.explorerUrl, label: m.viewOnExplorer } : undefined}
        actions={
          step === 'success'
            ? [
                {
                  label: m.done,
                  onClick: () => {
                    send.reset()
                    goBack()
                  },
                },
              ]
            : [
                { label: m.retry, onClick: () => setStep('preview') },
                { label: m.edit, onClick: () => setStep('form') },
              ]
        }
      />
    )
  }

  if (step === 'preview' && send.token) {
    return (
      <div className="oak-stack" data-testid="send-preview">
        <p ref={heading} tabIndex={-1} className="oak-heading">
          {m.preview}
        </p>
        <dl className="oak-stack">
          <div className="oak-row">
            <dt className="oak-muted">{m.sendingAmount}</dt>
            <dd data-testid="send-preview-amount">
              {send.sendTokenAmount} {send.token.symbol}
            </dd>
          </div>
          <div className="oak-row">
            <dt className="oak-muted">{m.sendingTo}</dt>
            <dd data-testid="send-preview-receiver" title={send.receiverAddress}>
              {receiverLabel}
            </dd>
          </div>
          <div className="oak-row">
            <dt className="oak-muted">{m.network}</dt>
            <dd>{caipNetwork?.name}</dd>
          </div>
          <div className="oak-row">
            <dt className="oak-muted">{m.fee}</dt>
            <dd data-testid="send-preview-fee">
              {send.fee
                ? `${messages.formatAmount(formatTokenAmount(send.fee.formatted))} ${send.fee.symbol}`
                : send.feeError
                  ? m.feeUnknown
                  : m.estimating}
            </dd>
          </div>
        </dl>
        <button type="button" className="oak-button" data-variant="accent" onClick={() => void confirm()}>
          {m.confirm}
        </button>
        <button type="button" className="oak-button" onClick={() => setStep('form')}>
          {m.edit}
        </button>
      </div>
    )
  }

  const describedBy = formError || declined ? ids.error : undefined
  return (
    <form className="oak-stack" onSubmit={review} noValidate aria-describedby={describedBy}>
      {declined ? (
        <p className="oak-error" role="alert" id={ids.error}>
          {m.declined}
        </p>
      ) : null}
      <label htmlFor={ids.token}>{m.token}</label>
      {portfolio.isLoading ? (
        <Spinner />
      ) : (
        <select
          id={ids.token}
          className="oak-input"
          value={send.token ? tokenKey(send.token) : ''}
          onChange={(event) => send.setToken(tokens.find((t) => tokenKey(t) === event.target.value))}
        >
          <option value="">{tokens.length ? m.chooseToken : m.noTokens}</option>
          {tokens.map((token) => (
            <option key={tokenKey(token)} value={tokenKey(token)}>
              {m.tokenOption(token.symbol, formatTokenAmount(token.quantity.numeric))}
            </option>
          ))}
        </select>
      )}
      <label htmlFor={ids.amount}>{m.amount}</label>
      <div className="oak-row">
        <input
          id={ids.amount}
          className="oak-input"
          inputMode="decimal"
          autoComplete="off"
          value={send.sendTokenAmount ?? ''}
          onChange={(event) => send.setAmount(event.target.value)}
        />
        <button
          type="button"
          className="oak-button"
          title={m.maxLabel}
          disabled={send.maxAmount === undefined}
          onClick={() => send.maxAmount !== undefined && send.setAmount(send.maxAmount)}
        >
          {m.max}
        </button>
      </div>
      {send.amountInUsd ? (
        <p className="oak-muted" data-testid="send-amount-usd">
          {m.amountValue(send.amountInUsd)}
        </p>
      ) : null}
      <label htmlFor={ids.receiver}>{m.receiver}</label>
      <input
        id={ids.receiver}
        className="oak-input"
        autoComplete="off"
        spellCheck={false}
        placeholder={m.receiverPlaceholder}
        value={receiverInput}
        onChange={(event) => {
          setReceiverInput(event.target.value)
          send.setReceiver(event.target.value)
        }}
      />
      <ReceiverStatus send={send} receiverInput={receiverInput} />
      {formError ? (
        <p className="oak-error" role="alert" id={ids.error} data-testid="send-form-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="oak-button" data-variant="accent">
        {m.review}
      </button>
    </form>
  )
}

/** The name's lookup under the receiver field: resolving, its address with the avatar, or why not. */
function ReceiverStatus(props: { send: UseSendReturnType; receiverInput: string }) {
  const messages = useMessages()
  const { send } = props
  if (send.receiverStatus === 'pending') return <p className="oak-muted">{messages.send.resolving}</p>
  if (send.receiverStatus === 'error') return <p className="oak-error">{errorText(send.receiverError)}</p>
  if (
    !send.receiverProfileName ||
    !send.receiverAddress ||
    props.receiverInput.trim() === send.receiverAddress
  )
    return null
  return (
    <p className="oak-row" data-testid="send-receiver-resolved">
      {send.receiverProfileImageUrl ? (
        <img
          className="oak-avatar"
          src={send.receiverProfileImageUrl}
          alt={messages.send.receiverAvatar(send.receiverProfileName)}
          style={{ width: 24, height: 24 }}
        />
      ) : null}
      <span className="oak-muted">{messages.send.resolvedTo(shortenAddress(send.receiverAddress))}</span>
    </p>
  )
}
