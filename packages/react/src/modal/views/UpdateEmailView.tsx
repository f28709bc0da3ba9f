import { useEffect, useId, useRef, useState } from 'react'
import { useAccount } from '../../hooks/useAccount.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useUpdateEmail } from '../../hooks/useUpdateEmail.ts'
import { KeepWhole } from '../components/KeepWhole.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { EmailError } from './EmailError.tsx'

/**
 * The email change, first step: the new address (`useUpdateEmail`). Once the frame asked for a
 * code the modal goes to that code's view; refusals (an invalid or unchanged address, one in
 * use, the 30 s throttle) show under the field.
 */
export default function UpdateEmailView() {
  const messages = useMessages()
  const update = useUpdateEmail()
  const router = useRouter()
  const current = useAccount().embeddedWalletInfo?.user?.email ?? ''
  const [email, setEmail] = useState('')
  const [error, setError] = useState<unknown>()
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const errorId = useId()
  const sending = update.step === 'sending'
  useEffect(() => input.current?.focus(), [])
  return (
    <form
      className="oak-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (sending) return
        setError(undefined)
        update.start(email.trim()).then(
          (step) =>
            router.push(step === 'verifyPrimaryOtp' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp'),
          (reason: unknown) => {
            setError(reason)
            input.current?.focus()
          },
        )
      }}
    >
      <p className="oak-muted">
        <KeepWhole text={messages.emailUpdate.current(current)} whole={current} />
      </p>
      <label htmlFor={inputId} className="oak-muted">
        {messages.emailUpdate.newLabel}
      </label>
      <input
        ref={input}
        id={inputId}
        className="oak-input"
        type="email"
        name="email"
        autoComplete="email"
        spellCheck={false}
        placeholder={messages.email.placeholder}
        value={email}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <EmailError error={error} id={errorId} />
      <button type="submit" className="oak-button" data-variant="accent" aria-disabled={sending}>
        {sending ? messages.emailUpdate.sending : messages.emailUpdate.continue}
      </button>
    </form>
  )
}
