import type { PayResult } from '@openappkit/core'
import { useEffect, useRef } from 'react'
import { useAppKit } from '../../hooks/useAppKit.ts'
import { usePay } from '../../hooks/usePay.ts'
import { ExternalLink } from '../components/ExternalLink.tsx'
import { ResultPanel } from '../components/ResultPanel.tsx'
import { Spinner } from '../components/Spinner.tsx'
import type { Messages } from '../messages/en.ts'
import { useMessages } from '../messages/MessagesContext.ts'
import { errorText } from './walletRoute.ts'

/** Why a payment did not go through, in the person's words. */
function failureText(m: Messages['pay'], result: Exclude<PayResult, { status: 'success' }>): string {
  if (result.status === 'timeout') return m.timeout
  if (result.status === 'cancel') return m.cancelled
  if (result.reason === 'rejected') return m.rejected
  if (result.reason === 'reverted') return m.reverted
  return errorText(result.error)
}

/** The payment under way (the wallet or the exchange has it), then how it ended. */
export default function PayInProgressView() {
  const messages = useMessages()
  const m = messages.pay
  const { payment, step, result, exchangeUrl } = usePay()
  const { close } = useAppKit()
  const heading = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (result) heading.current?.focus()
  }, [result])
  const symbol = payment?.asset.metadata.symbol ?? ''
  const amount = messages.formatAmount(payment?.displayAmount ?? '')
  const actions = [{ label: m.close, onClick: () => close() }]

  if (result?.status === 'success')
    return (
      <ResultPanel
        outcome="success"
        testId="pay-success"
        headingRef={heading}
        title={m.complete}
        detail={m.paid(amount, symbol)}
        explorer={{ url: result.explorerUrl, label: m.viewTransaction }}
        actions={actions}
      />
    )
  if (result)
    return (
      <ResultPanel
        outcome="failure"
        testId="pay-failure"
        headingRef={heading}
        title={m.failed}
        detail={failureText(m, result)}
        actions={actions}
      />
    )
  return (
    <div className="oak-center" aria-busy="true" data-testid="pay-waiting">
      <Spinner />
      <p role="status">{step === 'waiting' ? m.waitingExchange : m.confirmInWallet}</p>
      {step === 'waiting' ? (
        <ExternalLink url={exchangeUrl} testId="pay-exchange-link">
          {m.openExchange}
        </ExternalLink>
      ) : null}
    </div>
  )
}
