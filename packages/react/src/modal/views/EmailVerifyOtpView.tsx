import { useEffect, useId, useRef, useState } from 'react'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { EmailError } from './EmailError.tsx'
import { useEmailLoginSteps } from './EmailLoginSteps.ts'

/**
 * The code step: one field (a pasted code keeps working, spaces and all: core drops them),
 * Continue, and the code sent again within the throttle. A wrong code keeps the view with the
 * frame's words and the code selected to retype; once right, core connects through the AUTH
 * connector and the modal moves to Account (or where `viewAfterConnect` leads).
 */
export default function EmailVerifyOtpView() {
  const messages = useMessages()
  const login = useEmailLoginSteps()
  const [code, setCode] = useState('')
  const [error, setError] = useState<unknown>()
  const [resend, setResend] = useState<{ asked: boolean; error?: unknown }>({ asked: false })
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const errorId = useId()
  const busy = login.step === 'connecting' || login.step === 'sending'
  useEffect(() => input.current?.focus(), [])
  const shown = error ?? (login.step === 'verifyOtp' ? login.error : undefined)
  return (
    <form
      className="oak-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (busy) return
        setError(undefined)
        setResend({ asked: false })
        login.submitOtp(code).catch((reason: unknown) => {
          setError(reason)
          input.current?.focus()
          input.current?.select()
        })
      }}
    >
      <p className="oak-muted">{messages.email.codeSent(login.email ?? '')}</p>
      <label htmlFor={inputId} className="oak-muted">
        {messages.email.codeLabel}
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
        aria-invalid={shown !== undefined}
        aria-describedby={shown !== undefined ? errorId : undefined}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      <EmailError error={shown} id={errorId} />
      {login.step === 'connecting' ? (
        <div className="oak-row" role="status">
          <Spinner />
          <span className="oak-muted">{messages.email.connecting}</span>
        </div>
      ) : null}
      <button type="submit" className="oak-button" data-variant="accent" aria-disabled={busy}>
        {messages.email.submitCode}
      </button>
      {resend.error !== undefined ? (
        <EmailError error={resend.error} testId="resend-error" />
      ) : resend.asked && login.step === 'verifyOtp' ? (
        <p className="oak-muted" role="status" data-testid="resend-status">
          {messages.email.resent}
        </p>
      ) : null}
      <button
        type="button"
        className="oak-button"
        aria-disabled={busy}
        onClick={() => {
          if (busy) return
          setError(undefined)
          setResend({ asked: true })
          login.start(login.email ?? '').catch((reason: unknown) => setResend({ asked: true, error: reason }))
        }}
      >
        {messages.email.resendCode}
      </button>
    </form>
  )
}
