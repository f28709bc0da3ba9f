import type { AppKitEvent } from '@openappkit/core'
import { useAppKitEvents } from '@openappkit/react'
import { useState } from 'react'

type Logged = { id: number; event: AppKitEvent }

const time = (at: number) => new Date(at).toLocaleTimeString(undefined, { hour12: false })

function detail(event: AppKitEvent) {
  const text = JSON.stringify(event.data ?? null, (_key, value) =>
    typeof value === 'bigint' ? `${value}n` : value instanceof Error ? value.message : value,
  )
  return text === 'null' || text === '{}' ? '' : text
}

let ids = 0

/** The SDK's events as useAppKitEvents delivers them, newest first. */
export function EventLog() {
  const [events, setEvents] = useState<readonly Logged[]>([])
  useAppKitEvents({
    onEvent: (event) => setEvents((list) => [{ id: ++ids, event }, ...list].slice(0, 200)),
  })
  return (
    <section className="log" aria-labelledby="event-log-title">
      <header className="log__header">
        <h2 id="event-log-title">Events</h2>
        <span className="log__count" data-testid="event-count">
          {events.length}
        </span>
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() => setEvents([])}
        >
          Clear
        </button>
      </header>
      <p className="log__note">
        <code>useAppKitEvents</code>: connect, disconnect, modal, send, pay, alerts and errors.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard */}
      <ol className="log__list" data-testid="event-log" tabIndex={0} aria-label="Events, newest first">
        {events.map(({ id, event }) => (
          <li key={id} className="log__item">
            <span className="log__time">{time(event.timestamp)}</span>
            <span className="log__tag">{event.name}</span>
            <span className="log__url">{detail(event)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
