import { useAccount, useUpdateEmail } from '@openappkit/react'
import { useState } from 'react'
import { useDevInbox } from './devInbox'

/** The newest code mailed to `email`, from the dev inbox. */
function useLatestCode(email: string | undefined): string | undefined {
  return useDevInbox(email).find((mail) => mail.otp)?.otp
}

/**
 * The embedded wallet's email change through `useUpdateEmail` alone: the new address, the code
 * mailed to the current one, then the code mailed to the new one (both shown from the dev inbox).
 */
export function EmailUpdateCard() {
  const update = useUpdateEmail()
  const current = useAccount().embeddedWalletInfo?.user?.email ?? undefined
  const [email, setEmail] = useState('')
  const [otp, setOtp] = useState('')
  const waiting = update.step === 'verifyPrimaryOtp' || update.step === 'verifySecondaryOtp'
  const codeTo = update.step === 'verifyPrimaryOtp' ? update.currentEmail : update.email
  const latest = useLatestCode(waiting ? codeTo : undefined)
  const error = update.error instanceof Error ? update.error.message : undefined

  return (
    <section className="card" aria-labelledby="email-update">
      <h3 id="email-update">Change the email</h3>
      {!update.available ? (
        <p className="hint">Log in by email first: then the wallet&apos;s address can change here.</p>
      ) : waiting ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            update.submitOtp(otp).then(
              () => setOtp(''),
              () => {},
            )
          }}
        >
          <label className="field">
            <span>Code sent to {codeTo}</span>
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              value={otp}
              onChange={(event) => setOtp(event.target.value)}
            />
          </label>
          {latest ? (
            <p className="hint">
              In the dev inbox: <code data-testid="email-update-code">{latest}</code>
            </p>
          ) : null}
          <button type="submit" className="button">
            {update.step === 'verifyPrimaryOtp' ? 'Confirm the change' : 'Verify the new email'}
          </button>
          {update.step === 'verifyPrimaryOtp' ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => update.resend().catch(() => {})}
            >
              Resend the code
            </button>
          ) : null}
        </form>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            update.start(email).catch(() => {})
          }}
        >
          {update.step === 'updated' ? (
            <p className="result" role="status">
              Changed: the wallet&apos;s email is now <strong>{update.email}</strong>.
            </p>
          ) : (
            <p className="hint">The wallet keeps its address; only the email it logs in with changes.</p>
          )}
          <label className="field">
            <span>New email (now {current})</span>
            <input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="new@example.com"
            />
          </label>
          <button type="submit" className="button" disabled={update.step === 'sending'}>
            {update.step === 'sending' ? 'Sending…' : 'Send the codes'}
          </button>
        </form>
      )}
      {error ? (
        <p className="hint" role="alert" data-testid="email-update-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
