import { formatTokenAmount } from '@openappkit/core/internal'
import { useEffect, useRef } from 'react'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { useOnramp } from '../../hooks/useOnramp.ts'
import { usePortfolio } from '../../hooks/usePortfolio.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { Alert } from '../components/Alert.tsx'
import { ExternalLink } from '../components/ExternalLink.tsx'
import { ResultPanel } from '../components/ResultPanel.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { errorText } from './walletRoute.ts'

/**
 * The purchase under way: the provider's window is open (or was blocked: then the link opens
 * it), the SDK watches history and balance. On arrival it says so with the new balance and goes
 * back to Account; a failure says why and goes back to the form.
 */
export default function BuyInProgressView() {
  const messages = useMessages()
  const m = messages.onramp
  const onramp = useOnramp()
  const { reset, goBack } = useRouter()
  const { caipNetwork } = useNetwork()
  const portfolio = usePortfolio()
  const heading = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (onramp.status !== 'pending') heading.current?.focus()
  }, [onramp.status])

  if (onramp.status === 'success') {
    const symbol = onramp.purchaseCurrency?.symbol
    const held = portfolio.data?.find((t) => t.symbol === symbol && t.chainId === caipNetwork?.caipNetworkId)
    return (
      <ResultPanel
        outcome="success"
        testId="onramp-success"
        headingRef={heading}
        title={m.complete}
        detail={
          held && symbol
            ? m.newBalance(messages.formatAmount(formatTokenAmount(held.quantity.numeric)), symbol)
            : undefined
        }
        actions={[
          {
            label: m.backToAccount,
            onClick: () => {
              onramp.reset()
              reset('Account')
            },
          },
        ]}
      />
    )
  }

  if (onramp.status === 'error') {
    return (
      <ResultPanel
        outcome="failure"
        testId="onramp-failure"
        headingRef={heading}
        title={m.failed}
        detail={errorText(onramp.error)}
        actions={[{ label: m.tryAgain, onClick: goBack }]}
      />
    )
  }

  return (
    <div className="oak-center" aria-busy="true" data-testid="onramp-waiting">
      <Spinner />
      <p role="status">{m.waiting}</p>
      {onramp.windowBlocked ? <Alert testId="onramp-blocked">{m.blocked}</Alert> : null}
      <ExternalLink url={onramp.url} testId="onramp-link">
        {onramp.windowBlocked ? m.openPage : m.reopen}
      </ExternalLink>
      <button type="button" className="oak-button" onClick={() => onramp.cancel()}>
        {m.stop}
      </button>
    </div>
  )
}
