import type { TokenBalance } from '@openappkit/core'
import { formatTokenAmount, shortenAddress } from '@openappkit/core/internal'
import { type FormEvent, useId, useState } from 'react'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { usePortfolio } from '../../hooks/usePortfolio.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { type UseSendReturnType, useSend } from '../../hooks/useSend.ts'
import { Alert } from '../components/Alert.tsx'
import { DetailRow } from '../components/DetailRow.tsx'
import { Picker } from '../components/Picker.tsx'
import { ResultPanel } from '../components/ResultPanel.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { formatFee, formatFeeUsd } from './formatFee.ts'
import { useWalletFlow } from './useWalletFlow.ts'
import { errorText } from './walletRoute.ts'

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
  const flow = useWalletFlow<{ amount: string; symbol: string; to: string }>('Send')
  const { step, done } = flow
  const [receiverInput, setReceiverInput] = useState(send.receiverProfileName ?? send.receiverAddress ?? '')
  const ids = { token: useId(), amount: useId(), receiver: useId() }

  const tokens = (portfolio.data ?? []).filter((token) => Number(token.quantity.numeric) > 0)
  const receiverLabel =
    send.receiverProfileName ?? (send.receiverAddress ? shortenAddress(send.receiverAddress) : '')

  const review = (event: FormEvent) => {
    event.preventDefault()
    if (flow.check(send.draftError ? errorText(send.draftError) : undefined)) flow.setStep('preview')
  }

  const confirm = () =>
    flow.run(
      { amount: send.sendTokenAmount ?? '', symbol: send.token?.symbol ?? '', to: receiverLabel },
      send.sendAsync,
    )

  if (step === 'pending') {
    return (
      <div className="oak-center" aria-busy="true">
        <Spinner />
        <p ref={flow.heading} tabIndex={-1} role="status">
          {m.confirmInWallet}
        </p>
      </div>
    )
  }

  if ((step === 'success' && done) || step === 'failure') {
    return (
      <ResultPanel
        outcome={step}
        testId={`send-${step}`}
        headingRef={flow.heading}
        title={step === 'success' ? m.sent : m.failed}
        detail={step === 'success' && done ? m.sentDetail(done.amount, done.symbol, done.to) : flow.failure}
        explorer={{ url: done?.explorerUrl, label: m.viewOnExplorer }}
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
                { label: m.retry, onClick: () => flow.setStep('preview') },
                { label: m.edit, onClick: () => flow.setStep('form') },
              ]
        }
      />
    )
  }

  if (step === 'preview' && send.token) {
    return (
      <div className="oak-stack" data-testid="send-preview">
        <p ref={flow.heading} tabIndex={-1} className="oak-heading">
          {m.preview}
        </p>
        <dl className="oak-details">
          <DetailRow term={m.sendingAmount}>
            <span data-testid="send-preview-amount">
              {messages.formatAmount(send.sendTokenAmount ?? '')} {send.token.symbol}
            </span>
            {send.amountInUsd ? <span className="oak-sub">{m.amountValue(send.amountInUsd)}</span> : null}
          </DetailRow>
          <DetailRow term={m.sendingTo} testId="send-preview-receiver" title={send.receiverAddress}>
            {receiverLabel}
          </DetailRow>
          <DetailRow term={m.network}>{caipNetwork?.name}</DetailRow>
          <DetailRow term={m.fee}>
            <span data-testid="send-preview-fee">
              {send.fee
                ? formatFee(messages, send.fee.formatted, send.fee.symbol)
                : send.feeError
                  ? m.feeUnknown
                  : m.estimating}
            </span>
            {send.fee && send.feeInUsd ? (
              <span className="oak-sub" data-testid="send-preview-fee-usd">
                {formatFeeUsd(messages, send.feeInUsd)}
              </span>
            ) : null}
          </DetailRow>
        </dl>
        <button type="button" className="oak-button" data-variant="accent" onClick={() => void confirm()}>
          {m.confirm}
        </button>
        <button type="button" className="oak-button" onClick={() => flow.setStep('form')}>
          {m.edit}
        </button>
      </div>
    )
  }

  return (
    <form className="oak-stack" onSubmit={review} noValidate aria-describedby={flow.describedBy}>
      {flow.declined ? <Alert id={flow.errorId}>{m.declined}</Alert> : null}
      <label htmlFor={ids.token}>{m.token}</label>
      {portfolio.isLoading ? (
        <Spinner />
      ) : (
        <Picker
          id={ids.token}
          value={send.token ? tokenKey(send.token) : undefined}
          placeholder={tokens.length ? m.chooseToken : m.noTokens}
          options={tokens.map((token) => ({
            value: tokenKey(token),
            label: token.symbol,
            detail: messages.formatAmount(formatTokenAmount(token.quantity.numeric)),
          }))}
          onChange={(key) => send.setToken(tokens.find((t) => tokenKey(t) === key))}
        />
      )}
      <label htmlFor={ids.amount}>{m.amount}</label>
      <div className="oak-input oak-amount">
        <input
          id={ids.amount}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={send.sendTokenAmount ?? ''}
          onChange={(event) => send.setAmount(event.target.value)}
        />
        <button
          type="button"
          className="oak-pill"
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
      <Alert id={flow.errorId} testId="send-form-error">
        {flow.formError}
      </Alert>
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
