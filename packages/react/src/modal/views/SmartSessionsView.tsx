import { isUserRejection, type SmartSession, smartSessionStatus } from '@openappkit/core'
import { useSmartSessions } from '../../hooks/useSmartSessions.ts'
import { Alert } from '../components/Alert.tsx'
import { ItemImage } from '../components/ItemImage.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'

/** The `smartSessions` feature: what the account granted to which app, until when; active ones revocable. */
export default function SmartSessionsView() {
  const messages = useMessages()
  const { sessions, revoke, revoking, revokeError } = useSmartSessions()
  if (sessions.isPending && sessions.fetchStatus !== 'idle') return <Spinner />
  if (sessions.isError)
    return (
      <div className="oak-center">
        <p className="oak-muted">{messages.smartSessions.unavailable}</p>
        <button type="button" className="oak-button" onClick={() => void sessions.refetch()}>
          {messages.smartSessions.retry}
        </button>
      </div>
    )
  const list = sessions.data ?? []
  return (
    <div className="oak-stack">
      {revokeError ? (
        <Alert>
          {isUserRejection(revokeError) ? messages.smartSessions.declined : messages.smartSessions.failed}
        </Alert>
      ) : null}
      {revoking ? <p className="oak-muted">{messages.smartSessions.revoking}</p> : null}
      {list.length === 0 ? (
        <p className="oak-muted">{messages.smartSessions.none}</p>
      ) : (
        <ul className="oak-list" aria-label={messages.smartSessions.listLabel}>
          {list.map((session) => (
            <SessionRow
              key={session.pci}
              session={session}
              busy={revoking !== undefined}
              onRevoke={() => revoke(session.pci)}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

function SessionRow(props: { session: SmartSession; busy: boolean; onRevoke(): void }) {
  const messages = useMessages()
  const { session } = props
  const status = smartSessionStatus(session, Date.now())
  return (
    <li className="oak-token" data-testid="smart-session" data-status={status}>
      <ItemImage url={session.project.iconUrl} name={session.project.name} />
      <span className="oak-item-name">
        {session.project.name}
        <span className="oak-muted oak-block">
          {/* Each part wraps whole: a date never breaks in its middle ("Jun / 15, 2099"). */}
          <span className="oak-whole">
            {messages.smartSessions.permissions(session.permissions.length)} ·
          </span>{' '}
          <span className="oak-whole">
            {status === 'active'
              ? messages.smartSessions.expires(new Date(session.expiry * 1000))
              : messages.smartSessions.status[status]}
          </span>
        </span>
      </span>
      {status === 'active' ? (
        <button
          type="button"
          className="oak-button"
          disabled={props.busy}
          aria-label={messages.smartSessions.revokeLabel(session.project.name)}
          onClick={props.onRevoke}
        >
          {messages.smartSessions.revoke}
        </button>
      ) : null}
    </li>
  )
}
