import type { AccountTab } from '@openappkit/core'
import { formatTokenAmount } from '@openappkit/core/internal'
import { type KeyboardEvent, useId, useRef } from 'react'
import { useAccountTab } from '../../hooks/useAccountTab.ts'
import { usePortfolio } from '../../hooks/usePortfolio.ts'
import { ItemImage } from '../components/ItemImage.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { activityPanel, nftsPanel } from '../loading/accountPanels.ts'
import { LoadedView } from '../loading/LoadedView.tsx'
import { useMessages } from '../messages/MessagesContext.ts'

/** Tokens / NFTs / Activity (not with the `history` feature off), as an ARIA tab list (arrow keys move between tabs). */
export function AccountTabs() {
  const messages = useMessages()
  const { tabs, tab: current, setTab: setCurrent } = useAccountTab()
  const id = useId()
  const refs = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({})

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current)
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index + tabs.length - 1) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined
    if (!next) return
    event.preventDefault()
    setCurrent(next)
    refs.current[next]?.focus()
  }

  return (
    <div className="oak-stack">
      <div className="oak-tabs" role="tablist" aria-label={messages.account.tabsLabel} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            className="oak-tab"
            aria-selected={current === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={current === tab ? 0 : -1}
            onClick={() => setCurrent(tab)}
          >
            {messages.account.tabs[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${current}-panel`} aria-labelledby={`${id}-${current}`}>
        {current === 'tokens' ? (
          <TokensPanel />
        ) : (
          <LoadedView
            key={current}
            module={current === 'nfts' ? nftsPanel : activityPanel}
            spinner={<Spinner />}
          />
        )}
      </div>
    </div>
  )
}

function TokensPanel() {
  const messages = useMessages()
  const portfolio = usePortfolio()
  if (portfolio.isLoading) return <Spinner />
  if (portfolio.isError) return <p className="oak-muted">{messages.account.tokensUnavailable}</p>
  const tokens = portfolio.data ?? []
  if (tokens.length === 0) return <p className="oak-muted">{messages.account.noTokens}</p>
  return (
    <ul className="oak-list" aria-label={messages.account.tabs.tokens}>
      {tokens.map((token) => {
        const value = token.price * Number(token.quantity.numeric)
        return (
          <li key={`${token.chainId}:${token.address ?? 'native'}`} className="oak-token">
            <ItemImage url={token.iconUrl} name={token.symbol} />
            <span className="oak-item-name">{token.name}</span>
            <span className="oak-token-amount">
              {messages.formatAmount(formatTokenAmount(token.quantity.numeric))} {token.symbol}
              {Number.isFinite(value) && value > 0 ? (
                <span className="oak-muted oak-block">{messages.account.tokenValue(value.toFixed(2))}</span>
              ) : null}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
