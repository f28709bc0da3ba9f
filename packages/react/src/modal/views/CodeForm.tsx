import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useAppKit } from '../../hooks/useAppKit.ts'
import { EmailError } from './EmailError.tsx'

/**
 * A mailed code's form (the email login's code, the email change's two): one field (a pasted
 * code keeps working, spaces and all: core drops them), the submit button and, when offered,
 * "send the code again". A wrong code shakes the modal and keeps the form with the frame's words
 * and the code selected to retype.
 */
export function CodeForm(props: {
  intro: ReactNode
  label: string
  /** Busy outside the form too (the login sends or connects): no second submit or resend. */
  busy?: boolean
  /** The flow's own error for this step, shown when the form has none of its own. */
  error?: unknown
  submitLabel: string
  /** The submit button's words while a code is being checked, when they differ. */
  checkingLabel?: string
  onSubmit(code: string): Promise<unknown>
  /** Shown under the field (the login's "Connecting…"). */
  status?: ReactNode
  resend?: { label: string; resent: string; run(): Promise<unknown>; showResent?: boolean } | undefined
}) {
  const { shake } = useAppKit()
  const [code, setCode] = useState('')
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<unknown>()
  const [resend, setResend] = useState<{ asked: boolean; error?: unknown }>({ asked: false })
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const errorId = useId()
  const busy = checking || props.busy === true
  useEffect(() => input.current?.focus(), [])
  const shown = error ?? props.error
  return (
    <form
      className="oak-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (busy) return
        setChecking(true)
        setError(undefined)
        setResend({ asked: false })
        props
          .onSubmit(code)
          .catch((reason: unknown) => {
            setError(reason)
            shake()
            input.current?.focus()
            input.current?.select()
          })
          .finally(() => setChecking(false))
      }}
    >
      <p className="oak-muted">{props.intro}</p>
      <label htmlFor={inputId} className="oak-muted">
        {props.label}
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
      {props.status}
      <button type="submit" className="oak-button" data-variant="accent" aria-disabled={busy}>
        {checking && props.checkingLabel ? props.checkingLabel : props.submitLabel}
      </button>
      {resend.error !== undefined ? (
        <EmailError error={resend.error} testId="resend-error" />
      ) : resend.asked && props.resend?.showResent !== false ? (
        <p className="oak-muted" role="status" data-testid="resend-status">
          {props.resend?.resent}
        </p>
      ) : null}
      {props.resend ? (
        <button
          type="button"
          className="oak-button"
          aria-disabled={busy}
          onClick={() => {
            if (busy || !props.resend) return
            setError(undefined)
            setResend({ asked: true })
            props.resend.run().catch((reason: unknown) => setResend({ asked: true, error: reason }))
          }}
        >
          {props.resend.label}
        </button>
      ) : null}
    </form>
  )
}
