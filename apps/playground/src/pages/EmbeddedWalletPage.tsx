import { useAccount, useAppKit, useEmailLogin } from '@openappkit/react'
import { useState } from 'react'
import { Page } from '../Page'
import { useDevInbox } from './devInbox'
import { EmailUpdateCard } from './EmailUpdateCard'
import { FarcasterLoginCard } from './FarcasterLoginCard'
import { SocialLoginCard } from './SocialLoginCard'

/**
 * The embedded wallet, which the playground turns on by `features.email` alone (the SDK makes
 * the frame client): an email login through `useEmailLogin` with the devstack's inbox beside it,
 * the same login in the modal, and the email change through `useUpdateEmail`.
 */
export function EmbeddedWalletPage() {
  const login = useEmailLogin()
  const { open } = useAppKit()
  const { address, embeddedWalletInfo } = useAccount()
  const [email, setEmail] = useState('')
  const [otp, setOtp] = useState('')
  const mails = useDevInbox(login.email ?? (login.step === 'idle' ? undefined : email))
  const error = login.error instanceof Error ? login.error.message : undefined

  return (
    <Page
      title="Embedded wallet"
      intro={
        <>
          Log in with any email address: the devstack&apos;s secure frame stands in for the hosted one, and
          its mails (the code, and a link to approve a new device) arrive in the dev inbox below. The app
          turns this on with <code>features.email</code> alone. Once logged in, the Send and Sign pages ask
          for your approval in the modal.
        </>
      }
    >
      <div className="card">
        <h3>Email login</h3>
        {login.step === 'connected' ? (
          <p className="result">
            Logged in as <strong>{embeddedWalletInfo?.user?.email ?? login.email ?? 'your email'}</strong>:{' '}
            <code data-testid="embedded-address">{address}</code>
          </p>
        ) : (
          <>
            <form
              onSubmit={(event) => {
                event.preventDefault()
                login.start(email).catch(() => {})
              }}
            >
              <label className="field">
                <span>Email</span>
                <input
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  placeholder="you@example.com"
                />
              </label>
              <button
                type="submit"
                className="button"
                disabled={!login.available || login.step === 'sending'}
              >
                {login.step === 'sending' ? 'Sending…' : 'Send the code'}
              </button>
            </form>
            {login.step === 'verifyDevice' ? (
              <p className="hint" role="status">
                A new device: open the approval link in the inbox, then the code follows.
              </p>
            ) : null}
            {login.step === 'verifyOtp' || login.step === 'connecting' ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault()
                  login.submitOtp(otp).catch(() => {})
                }}
              >
                <label className="field">
                  <span>Code from the email</span>
                  <input
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={otp}
                    onChange={(event) => setOtp(event.target.value)}
                  />
                </label>
                <button type="submit" className="button" disabled={login.step === 'connecting'}>
                  {login.step === 'connecting' ? 'Logging in…' : 'Log in'}
                </button>
              </form>
            ) : null}
            {error ? (
              <p className="hint" role="alert">
                {error}
              </p>
            ) : null}
            {login.available ? null : (
              <p className="hint">
                The embedded wallet is off: the playground needs the devstack&apos;s frame.
              </p>
            )}
          </>
        )}
        <p>
          Or in the modal:{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void open({ view: 'Connect' })}
          >
            Open Connect
          </button>
        </p>
      </div>
      <EmailUpdateCard />
      <SocialLoginCard />
      <FarcasterLoginCard />
      <section className="card" aria-labelledby="dev-inbox">
        <h3 id="dev-inbox">Dev inbox</h3>
        {mails.length === 0 ? (
          <p className="hint">No mail yet{login.email ? ` to ${login.email}` : ''}.</p>
        ) : (
          <ul className="inbox">
            {mails.map((mail) => (
              <li key={mail.id}>
                <span>{mail.subject}</span>
                {mail.otp ? (
                  <code data-testid="inbox-code" className="inbox__code">
                    {mail.otp}
                  </code>
                ) : null}
                {mail.approveUrl ? (
                  <a href={mail.approveUrl} target="_blank" rel="noreferrer">
                    Approve this device
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  )
}
