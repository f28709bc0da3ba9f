import { formatTokenAmount, getTransactionGroupTitle, useActivity } from '../../exports/index'
import { Spinner } from '../components/Spinner'
import { useMessages } from '../messages/MessagesContext'

type Activity = ReturnType<typeof useActivity>
type Transaction = Activity['transactions'][number]

/** The Activity tab: the account's transactions on the active network, by year and month, newest first. */
export function ActivityPanel() {
  const messages = useMessages()
  const activity = useActivity()
  if (!activity.available) return <p className="oak-muted">{messages.account.activityUnavailable}</p>
  if (activity.isLoading) return <Spinner />
  if (activity.isError && activity.transactions.length === 0)
    return <p className="oak-muted">{messages.account.activityFailed}</p>
  if (activity.transactions.length === 0) return <p className="oak-muted">{messages.account.noActivity}</p>
  const currentYear = new Date().getFullYear()
  const names = { months: messages.account.months, unknownDate: messages.account.unknownDate }
  return (
    <div className="oak-stack">
      {activity.groups.flatMap((year) =>
        year.months.map((month) => {
          const title = getTransactionGroupTitle(year.year, month.month, currentYear, names)
          return (
            <section key={`${year.year}-${month.month}`} aria-label={title}>
              <h3 className="oak-group-title">{title}</h3>
              <ul className="oak-list">
                {month.transactions.map((transaction) => (
                  <TransactionRow key={transaction.id} transaction={transaction} />
                ))}
              </ul>
            </section>
          )
        }),
      )}
      {activity.hasNextPage ? (
        <button
          type="button"
          className="oak-button"
          disabled={activity.isFetchingNextPage}
          onClick={() => activity.fetchNextPage()}
        >
          {activity.isFetchingNextPage ? <Spinner /> : messages.account.loadMoreActivity}
        </button>
      ) : null}
    </div>
  )
}

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const messages = useMessages()
  const { operationType, status, minedAt } = transaction.metadata
  const label = messages.account.operations[operationType] ?? messages.account.otherOperation
  const date = new Date(minedAt)
  const note =
    messages.account.transactionStatus[status] ??
    (Number.isNaN(date.getTime()) ? '' : messages.account.transactionDate(date))
  // The first transfer tells the amount; a swap's second one what came back.
  const amounts = transaction.transfers.slice(0, 2).map((transfer) => {
    const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '−' : ''
    const what = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
    return `${sign}${formatTokenAmount(transfer.quantity.numeric)} ${what}`.trim()
  })
  return (
    <li className="oak-token">
      <span className="oak-item-name">
        {label}
        <span className="oak-muted" style={{ display: 'block' }}>
          {note}
        </span>
      </span>
      <span className="oak-token-amount">
        {amounts.map((amount) => (
          <span key={amount} style={{ display: 'block' }}>
            {amount}
          </span>
        ))}
      </span>
    </li>
  )
}
