import { useSyncExternalStore } from 'react'
import { requestLog } from './requestLog'

const time = (at: number) => new Date(at).toLocaleTimeString(undefined, { hour12: false })

function shortUrl(url: string) {
  const parsed = new URL(url)
  const query = parsed.search.length > 48 ? `${parsed.search.slice(0, 48)}…` : parsed.search
  return `${parsed.host}${parsed.pathname}${query}`
}

/** Every request to another origin, newest first: the SDK's traffic, in plain sight. */
export function RequestLog() {
  const entries = useSyncExternalStore(requestLog.subscribe, requestLog.entries, requestLog.entries)
  return (
    <section className="log" aria-labelledby="request-log-title">
      <header className="log__header">
        <h2 id="request-log-title">Network requests</h2>
        <span className="log__count" data-testid="request-count">
          {entries.length}
        </span>
        <button type="button" className="button button--small button--secondary" onClick={requestLog.clear}>
          Clear
        </button>
      </header>
      <p className="log__note">
        Every request this page made to another origin, as the browser recorded it (Resource Timing;
        WebSockets when opened). The dev wallet&apos;s own chain calls show here too: a real extension makes
        them from its own process.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard */}
      <ol className="log__list" data-testid="request-log" tabIndex={0} aria-label="Requests, newest first">
        {entries.map((entry) => (
          <li key={entry.id} className="log__item">
            <span className="log__time">{time(entry.at)}</span>
            <span className={`log__tag log__tag--${entry.kind}`}>
              {entry.kind === 'websocket' ? 'ws' : 'http'}
            </span>
            <span className="log__url" title={entry.url}>
              {shortUrl(entry.url)}
            </span>
            <span className="log__meta">
              {entry.status ? entry.status : ''} {entry.kind === 'websocket' ? '' : `${entry.durationMs} ms`}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
