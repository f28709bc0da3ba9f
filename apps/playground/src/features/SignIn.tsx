import { shortenAddress, useAccount, useAppKit, useDisconnect, useSiwx } from '@openappkit/react'
import { useState } from 'react'
import { signInBackendUrl, signInMode } from '../playgroundAppKit'

const modes = [
  { mode: undefined, label: 'Turn it off' },
  { mode: 'optional', label: 'Make it optional' },
  { mode: 'required', label: 'Make it required' },
] as const

/** This page's query with sign-in set to `mode` (the other settings kept). */
function queryWith(mode: string | undefined): string {
  const query = new URLSearchParams(location.search)
  if (mode) query.set('signIn', mode)
  else query.delete('signIn')
  return query.toString()
}

const statusText: Record<string, string> = {
  disabled: 'Sign-in is off',
  disconnected: 'Not connected',
  checking: 'Looking for a session',
  signedOut: 'Signed out',
  signingIn: 'Signing in',
  signedIn: 'Signed in',
}

/**
 * Sign in with X on the devstack, on the playground's one instance (sign-in is one of its
 * options, set by `?signIn=`): what the app's server says about the session, and the buttons.
 */
export function SignIn() {
  const { address, isConnected } = useAccount()
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  const siwx = useSiwx()
  const [server, setServer] = useState<string>()
  const askServer = async () => {
    if (!siwx.session) return
    const { chainId, accountAddress } = siwx.session.data
    const url = new URL('/session', signInBackendUrl)
    url.search = new URLSearchParams({ chainId, address: accountAddress }).toString()
    try {
      const answer = (await (await fetch(url, { credentials: 'include' })).json()) as { session: unknown }
      setServer(
        answer.session ? 'The backend has this session (its cookie names it)' : 'The backend has no session',
      )
    } catch (error) {
      setServer(`The backend did not answer: ${String(error)}`)
    }
  }
  return (
    <section className="card" aria-label="Sign in with X">
      <p>
        Sign-in is {signInMode ?? 'off'} here.{' '}
        {modes
          .filter(({ mode }) => mode !== signInMode)
          .map(({ mode, label }, i) => (
            <span key={label}>
              {i > 0 ? ' · ' : ''}
              <a href={`?${queryWith(mode)}#/sign-in`}>{label}</a>
            </span>
          ))}
      </p>
      <dl className="facts">
        <dt>Account</dt>
        <dd data-testid="sign-in-account">{address ? shortenAddress(address) : 'Not connected'}</dd>
        <dt>Sign-in</dt>
        <dd data-testid="sign-in-status">{statusText[siwx.status] ?? siwx.status}</dd>
      </dl>
      <div className="actions">
        {isConnected ? (
          <button type="button" className="button button--secondary" onClick={() => disconnect()}>
            Disconnect
          </button>
        ) : (
          <button type="button" className="button" onClick={() => open()}>
            {signInMode ? 'Connect to sign in' : 'Connect'}
          </button>
        )}
        {siwx.status === 'signedIn' ? (
          <>
            <button type="button" className="button button--secondary" onClick={() => siwx.signOut()}>
              Sign out
            </button>
            <button type="button" className="button" onClick={() => void askServer()}>
              Ask the backend
            </button>
          </>
        ) : isConnected && signInMode ? (
          <button
            type="button"
            className="button"
            onClick={() => siwx.signIn()}
            disabled={siwx.status === 'signingIn'}
          >
            Sign in
          </button>
        ) : null}
      </div>
      {server ? <p data-testid="sign-in-server">{server}</p> : null}
      {siwx.session ? (
        <details>
          <summary>The signed message</summary>
          <pre className="code" data-testid="sign-in-message">
            {siwx.session.message}
          </pre>
        </details>
      ) : null}
    </section>
  )
}
