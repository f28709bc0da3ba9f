import { formatTokenAmount, getRelativeTime, getTransactionGroupTitle } from '@openappkit/core/internal'
import { useEffect, useId, useRef } from 'react'
import { useActivity } from '../../hooks/useActivity.ts'
import { formatMonthOfYear } from '../../shared/intl.ts'
import { LoadFailed } from '../components/LoadFailed.tsx'
import { Spinner } from '../components/Spinner.tsx'
import type { Messages } from '../messages/en.ts'
import { useMessages } from '../messages/MessagesContext.ts'

type Activity = ReturnType<typeof useActivity>
type Transaction = Activity['transactions'][number]
type Transfer = Transaction['transfers'][number]

/**
 * The Activity tab: the account's transactions on the active network, by year and month, newest
 * first. Its own chunk, loaded when the tab is first shown.
 */
export default function ActivityPanel() {
  const messages = useMessages()
  const activity = useActivity()
  const listRef = useRef<HTMLDivElement>(null)
  const id = useId()
  // After "Load more", keyboard users land on the first new row once it is drawn (the button
  // may be gone: no page after this one). A failed page leaves the focus on the button.
  const focusFrom = useRef<number | null>(null)
  const { isFetchingNextPage, isFetchNextPageError, transactions } = activity
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new rows are what this waits for; react-query may report the page loaded without ever rendering "fetching"
  useEffect(() => {
    const from = focusFrom.current
    if (from === null || isFetchingNextPage) return
    if (isFetchNextPageError) {
      focusFrom.current = null
      return
    }
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-transaction]')
    if (!rows || (rows.length <= from && activity.hasNextPage)) return
    focusFrom.current = null
    ;(rows[from] ?? rows[rows.length - 1])?.focus()
  }, [isFetchingNextPage, isFetchNextPageError, transactions])

  if (!activity.available)
    return (
      <p className="oak-muted">
        {activity.unavailableReason === 'notEvm'
          ? messages.account.activityUnavailable
          : messages.account.activityOff}
      </p>
    )
  if (activity.isLoading) return <Spinner />
  // Only a first load that failed replaces the list; a failed refresh or next page keeps the rows.
  if (activity.isError && !activity.isFetchNextPageError && !activity.isRefetchError)
    return (
      <LoadFailed
        message={messages.account.activityFailed}
        retryLabel={messages.account.retryActivity}
        retrying={activity.isFetching}
        onRetry={() => void activity.refetch()}
      />
    )

  const loadMore = () => {
    if (isFetchingNextPage) return
    focusFrom.current = transactions.length
    void activity.fetchNextPage()
  }
  const currentYear = new Date().getFullYear()
  const names = { months: messages.account.months, unknownDate: messages.account.unknownDate }
  // A past year's title in the language's own order (the year first in Japanese, Korean, Chinese).
  const titleOf = (year: number | null, month: number | null) =>
    getTransactionGroupTitle(year, month, currentYear, {
      ...names,
      withYear: (_name, y) => formatMonthOfYear(y, month ?? 0, messages.locale),
    })
  return (
    <div className="oak-stack" ref={listRef}>
      {activity.transactions.length === 0 && !activity.hasNextPage ? (
        <p className="oak-muted">{messages.account.noActivity}</p>
      ) : null}
      {activity.groups.flatMap((year) =>
        year.months.map((month) => {
          const title = titleOf(year.year, month.month)
          const titleId = `${id}-${year.year}-${month.month}`
          return (
            <section key={titleId} aria-labelledby={titleId}>
              <h3 className="oak-group-title" id={titleId}>
                {title}
              </h3>
              <ul className="oak-list">
                {month.transactions.map((transaction) => (
                  <TransactionRow key={transaction.id} transaction={transaction} />
                ))}
              </ul>
            </section>
          )
        }),
      )}
      {activity.isFetchNextPageError ? (
        <p className="oak-error">{messages.account.moreActivityFailed}</p>
      ) : null}
      {activity.hasNextPage ? (
        <button
          type="button"
          className="oak-button"
          // Not `disabled`: that would drop the keyboard focus out of the dialog while loading.
          aria-disabled={activity.isFetchingNextPage || undefined}
          onClick={loadMore}
        >
          {messages.account.loadMoreActivity}
          {activity.isFetchingNextPage ? <Spinner /> : null}
        </button>
      ) : null}
    </div>
  )
}

function amountOf(transfer: Transfer, messages: Messages): string {
  const { numeric } = transfer.quantity
  // A single NFT is named, not counted.
  if (transfer.nft_info && !transfer.fungible_info && numeric === '1') return ''
  const shown = formatTokenAmount(numeric)
  return Number(numeric) > 0 && !/[1-9]/.test(shown)
    ? messages.account.amountBelowShown
    : messages.formatAmount(shown)
}

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const messages = useMessages()
  const { operations, transactionStatus } = messages.account
  const { operationType, status, minedAt } = transaction.metadata
  const label = Object.hasOwn(operations, operationType)
    ? operations[operationType as keyof typeof operations]
    : messages.account.otherOperation
  const date = new Date(minedAt)
  const ago = getRelativeTime(minedAt, Date.now())
  const note = Object.hasOwn(transactionStatus, status)
    ? transactionStatus[status as keyof typeof transactionStatus]
    : ago
      ? messages.account.transactionTimeAgo(ago)
      : Number.isNaN(date.getTime())
        ? ''
        : messages.account.transactionDate(date)
  // The first transfer tells the amount; a swap's second one what came back.
  const shown = transaction.transfers.slice(0, 2)
  const hidden = transaction.transfers.length - shown.length
  return (
    <li className="oak-token" data-transaction="" tabIndex={-1}>
      <span className="oak-item-name">
        {label}
        <span className="oak-muted oak-block">{note}</span>
      </span>
      <span className="oak-token-amount">
        {shown.map((transfer, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's transfers have no id and keep their order
          <span key={index} className="oak-block">
            {messages.account.transfer(
              transfer.direction,
              amountOf(transfer, messages),
              transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? '',
            )}
          </span>
        ))}
        {hidden > 0 ? (
          <span className="oak-muted oak-block">{messages.account.moreTransfers(hidden)}</span>
        ) : null}
      </span>
    </li>
  )
}
