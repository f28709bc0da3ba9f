import {
  AppKitProvider,
  shortenAddress,
  useAccount,
  useAppKit,
  useDisconnect,
  useSiwx,
} from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'
import { useState } from 'react'
import { signInAppKit, signInBackendUrl, signInRequired } from './signInAppKit'

/**
 * Sign in with X on the devstack (issue 16), self-contained: its own instance with sign-in on
 * (`serverSiwx`, checked by the devstack's app-backend stand-in), its own modal, and what the
 * app's server says about the session. Mount it anywhere in the playground.
 */
export function SignIn() {
  const [appKit] = useState(signInAppKit)
  return (
    <AppKitProvider appKit={appKit}>
      <SignInPanel />
      <AppKitModal />
    </AppKitProvider>
  )
}

/** This page's query with sign-in required switched (the other settings kept). */
function toggledQuery(): string {
  const query = new URLSearchParams(location.search)
  if (signInRequired) query.delete('signIn')
  else query.set('signIn', 'required')
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

function SignInPanel() {
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
        Sign-in is {signInRequired ? 'required' : 'optional'} here.{' '}
        <a href={`?${toggledQuery()}#/sign-in`}>{signInRequired ? 'Make it optional' : 'Make it required'}</a>
      </p>
      <dl>
        <dt>Account</dt>
        <dd data-testid="sign-in-account">{address ? shortenAddress(address) : 'Not connected'}</dd>
        <dt>Sign-in</dt>
        <dd data-testid="sign-in-status">{statusText[siwx.status] ?? siwx.status}</dd>
      </dl>
      <div className="row">
        {isConnected ? (
          <button type="button" onClick={() => disconnect()}>
            Disconnect
          </button>
        ) : (
          <button type="button" onClick={() => open()}>
            Connect to sign in
          </button>
        )}
        {siwx.status === 'signedIn' ? (
          <>
            <button type="button" onClick={() => siwx.signOut()}>
              Sign out
            </button>
            <button type="button" onClick={() => void askServer()}>
              Ask the backend
            </button>
          </>
        ) : isConnected ? (
          <button type="button" onClick={() => siwx.signIn()} disabled={siwx.status === 'signingIn'}>
            Sign in
          </button>
        ) : null}
      </div>
      {server ? <p data-testid="sign-in-server">{server}</p> : null}
      {siwx.session ? (
        <details>
          <summary>The signed message</summary>
          <pre data-testid="sign-in-message">{siwx.session.message}</pre>
        </details>
      ) : null}
    </section>
  )
}
