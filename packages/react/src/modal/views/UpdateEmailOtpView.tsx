import { useEffect, useId, useRef, useState } from 'react'
import { useModalState } from '../../hooks/useModalState.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useUpdateEmail } from '../../hooks/useUpdateEmail.ts'
import { useMessages } from '../messages/MessagesContext.ts'
import { EmailError } from './EmailError.tsx'

/**
 * The email change's codes (UpdateEmailPrimaryOtp, then UpdateEmailSecondaryOtp): the one mailed
 * to the current address, then the one mailed to the new. A wrong code keeps the view with the
 * frame's words and the code selected to retype. Once the new address's code is right the
 * history restarts at Account, which shows the new email. The current address's code can be
 * sent again (which starts the change over); the new address's cannot on its own.
 */
export default function UpdateEmailOtpView() {
  const messages = useMessages()
  const update = useUpdateEmail()
  const router = useRouter()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>()
  const [resend, setResend] = useState<{ asked: boolean; error?: unknown }>({ asked: false })
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const errorId = useId()
  const primary = useModalState().view === 'UpdateEmailPrimaryOtp'
  useEffect(() => input.current?.focus(), [])
  return (
    <form
      className="oak-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (busy) return
        setBusy(true)
        setError(undefined)
        setResend({ asked: false })
        update
          .submitOtp(code)
          .then((step) => {
            if (step === 'updated') router.reset('Account')
            else {
              setCode('')
              router.replace('UpdateEmailSecondaryOtp')
            }
          })
          .catch((reason: unknown) => {
            setError(reason)
            input.current?.focus()
            input.current?.select()
          })
          .finally(() => setBusy(false))
      }}
    >
      <p className="oak-muted">
        {primary
          ? messages.emailUpdate.primaryCodeSent(update.currentEmail ?? '')
          : messages.emailUpdate.secondaryCodeSent(update.email ?? '')}
      </p>
      <label htmlFor={inputId} className="oak-muted">
        {messages.emailUpdate.codeLabel}
      </label>
      <input
        ref={input}
        id={inputId}
        className="oak-input"
        type="text"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        value={code}
        readOnly={busy}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      <EmailError error={error} id={errorId} />
      <button type="submit" className="oak-button" data-variant="accent" aria-disabled={busy}>
        {busy ? messages.emailUpdate.checking : messages.emailUpdate.submit}
      </button>
      {resend.error !== undefined ? (
        <EmailError error={resend.error} testId="resend-error" />
      ) : resend.asked ? (
        <p className="oak-muted" role="status" data-testid="resend-status">
          {messages.emailUpdate.resent}
        </p>
      ) : null}
      {primary ? (
        <button
          type="button"
          className="oak-button"
          aria-disabled={busy}
          onClick={() => {
            if (busy) return
            setError(undefined)
            setResend({ asked: true })
            update.resend().catch((reason: unknown) => setResend({ asked: true, error: reason }))
          }}
        >
          {messages.emailUpdate.resendCode}
        </button>
      ) : null}
    </form>
  )
}
