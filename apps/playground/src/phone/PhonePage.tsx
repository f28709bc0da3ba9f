import { type FormEvent, useEffect, useState, useSyncExternalStore } from 'react'
import { describeRequest } from '../devWallet/describeRequest'
import { FarcasterSignIn } from './FarcasterSignIn'
import { type Asked, phoneAddresses, phoneStore } from './phoneStore'

const NAMESPACE_LABEL: Record<string, string> = { eip155: 'EVM', solana: 'Solana' }

/** One question to the user: a proposal (who asks, for what) or a request, with Approve and Reject. */
function Question({ asked }: { asked: Asked }) {
  const titleId = `${asked.key}-title`
  if (asked.kind === 'proposal') {
    const { app, namespaces } = asked.proposal
    return (
      <section className="phone__question" aria-labelledby={titleId}>
        <p id={titleId} className="phone__question-title">
          {app.name} wants to connect
        </p>
        <p className="phone__origin">{app.url}</p>
        <ul className="phone__namespaces" aria-label="Asked for">
          {namespaces.map((ns) => (
            <li key={ns.namespace}>
              <span className="badge">{NAMESPACE_LABEL[ns.namespace] ?? ns.namespace}</span>{' '}
              {ns.chains.join(', ') || 'no chain named'}
            </li>
          ))}
        </ul>
        <Answer asked={asked} />
      </section>
    )
  }
  const { request, app } = asked
  const namespace = request.chainId.startsWith('solana:') ? 'solana' : 'eip155'
  const summary = describeRequest(namespace, {
    id: request.id,
    method: request.method,
    params: request.params,
  })
  return (
    <section className="phone__question" aria-labelledby={titleId}>
      <p id={titleId} className="phone__question-title">
        <span className="badge">{NAMESPACE_LABEL[namespace]}</span> {summary.title}
      </p>
      <p className="phone__origin">
        {app} asks on {request.chainId}
      </p>
      {summary.details.map((detail) => (
        <pre key={detail} className="dev-wallet__detail">
          {detail}
        </pre>
      ))}
      <Answer asked={asked} />
    </section>
  )
}

function Answer({ asked }: { asked: Asked }) {
  return (
    <div className="dev-wallet__actions">
      <button type="button" className="button button--secondary" onClick={() => asked.answer(false)}>
        Reject
      </button>
      <button type="button" className="button" onClick={() => asked.answer(true)}>
        Approve
      </button>
    </div>
  )
}

function PairForm() {
  const [uri, setUri] = useState('')
  const [error, setError] = useState<string>()
  const [pairing, setPairing] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    setPairing(true)
    try {
      await phoneStore.pair(uri)
      setUri('')
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setPairing(false)
    }
  }
  return (
    <form className="phone__pair" onSubmit={submit}>
      <label htmlFor="pairing-uri">Pairing link (wc:…)</label>
      <p className="phone__hint" id="pairing-uri-hint">
        In the playground, open Connect wallet → WalletConnect and copy the link under the QR code.
      </p>
      <textarea
        id="pairing-uri"
        aria-describedby="pairing-uri-hint"
        rows={3}
        value={uri}
        onChange={(event) => setUri(event.target.value)}
        spellCheck={false}
      />
      <button type="submit" className="button" disabled={pairing || uri.trim() === ''}>
        {pairing ? 'Pairing…' : 'Pair'}
      </button>
      {error ? (
        <p role="alert" className="phone__error">
          {error}
        </p>
      ) : null}
    </form>
  )
}

/**
 * The "phone": a WalletConnect wallet in a browser tab, over the devstack's relay, on the
 * devstack's second test accounts. Paste the app's pairing link, answer the proposal, then each
 * request, as on a phone wallet.
 */
export function PhonePage() {
  const state = useSyncExternalStore(phoneStore.subscribe, phoneStore.state, phoneStore.state)
  const [dark, setDark] = useState(() => new URLSearchParams(location.search).get('theme') === 'dark')
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light'
  }, [dark])
  return (
    <div className="phone">
      <header className="phone__header">
        <div>
          <h1>Phone wallet</h1>
          <p>
            A WalletConnect wallet and a Farcaster app on the devstack{' '}
            <span className="badge badge--warning">Test keys</span>
          </p>
        </div>
        <button type="button" className="button button--secondary" onClick={() => setDark(!dark)}>
          {dark ? 'Light theme' : 'Dark theme'}
        </button>
      </header>
      <main className="phone__main">
        <p className="phone__status" data-testid="phone-status">
          {state.status === 'starting'
            ? 'Connecting to the relay…'
            : state.status === 'failed'
              ? `The wallet could not start: ${state.error}`
              : 'Ready'}
        </p>
        {state.asked.length > 0 ? (
          <div aria-live="assertive">
            {state.asked.map((asked) => (
              <Question key={asked.key} asked={asked} />
            ))}
          </div>
        ) : (
          <p className="phone__idle">No request waiting.</p>
        )}
        <PairForm />
        <FarcasterSignIn />
        <section aria-labelledby="phone-sessions">
          <h2 id="phone-sessions">Connected apps</h2>
          {state.sessions.length === 0 ? <p className="phone__idle">None yet.</p> : null}
          <ul className="phone__sessions">
            {state.sessions.map((session) => (
              <li key={session.topic}>
                <span>
                  <strong>{session.app}</strong> {session.url}
                  <br />
                  <small>{session.namespaces.join(', ')}</small>
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void phoneStore.disconnect(session.topic)}
                >
                  Disconnect
                </button>
              </li>
            ))}
          </ul>
        </section>
        {state.history.length > 0 ? (
          <section aria-labelledby="phone-history">
            <h2 id="phone-history">Answered</h2>
            <ul className="phone__history" data-testid="phone-history">
              {state.history.map((entry) => (
                <li key={entry.key}>{entry.text}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <details className="phone__accounts">
          <summary>Test accounts</summary>
          <p>
            The devstack&apos;s public test accounts (the second of each). Never send anything of value to
            them.
          </p>
          <dl>
            <dt>EVM</dt>
            <dd>
              <code data-testid="phone-evm">{phoneAddresses.evm}</code>
            </dd>
            <dt>Solana</dt>
            <dd>
              <code data-testid="phone-solana">{phoneAddresses.solana}</code>
            </dd>
          </dl>
        </details>
      </main>
    </div>
  )
}
