import { useAccount, useFarcasterLogin } from '@openappkit/react'

/**
 * A Farcaster login through `useFarcasterLogin`: the sign-in link to open in Farcaster (here, the
 * playground's phone page stands in for the Farcaster app, with the devstack's test accounts).
 */
export function FarcasterLoginCard() {
  const login = useFarcasterLogin()
  const { embeddedWalletInfo, address } = useAccount()
  if (!login.available) return null
  const busy = login.step === 'preparing' || login.step === 'waiting' || login.step === 'connecting'
  return (
    <section className="card" aria-labelledby="farcaster-login">
      <h3 id="farcaster-login">Farcaster</h3>
      <p className="hint">
        Sign in with a Farcaster account: open the link in Farcaster. On the devstack, paste it into the{' '}
        <a href="phone.html" target="_blank" rel="noreferrer">
          phone page
        </a>{' '}
        and approve it there with a test account.
      </p>
      <p>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => (login.step === 'failed' ? login.retry() : login.start()).catch(() => {})}
        >
          {login.step === 'failed' ? 'Try again' : 'Sign in with Farcaster'}
        </button>
      </p>
      {login.step === 'preparing' ? <p role="status">Getting a sign-in link…</p> : null}
      {login.step === 'waiting' && login.url ? (
        <div role="status">
          <p>Waiting for the approval in Farcaster. The sign-in link:</p>
          <p className="code result" data-testid="farcaster-link">
            {login.url}
          </p>
        </div>
      ) : null}
      {login.step === 'connecting' ? <p role="status">Logging in…</p> : null}
      {login.step === 'connected' ? (
        <p className="result">
          Logged in as <strong>@{embeddedWalletInfo?.user?.username}</strong>: <code>{address}</code>
        </p>
      ) : null}
      {login.step === 'failed' ? (
        <p className="hint" role="alert">
          {login.failure === 'expired' ? 'The sign-in link expired.' : 'The sign-in was refused.'}
        </p>
      ) : null}
    </section>
  )
}
