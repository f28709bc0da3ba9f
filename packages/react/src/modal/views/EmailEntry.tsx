import { useId, useState } from 'react'
import { Alert } from '../components/Alert.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { EmailError } from './EmailError.tsx'
import { useEmailLoginSteps } from './EmailLoginSteps.ts'

/**
 * The Connect view's email entry (connect methods): the address, then core's email login
 * (`useEmailLogin`), which moves the modal on to device verification or the code. Refusals
 * (an address core does not take, the 30 s throttle, the frame's own) show under the field. On a
 * page whose origin the project does not allow, the entry stays in place, off, with the reason.
 */
export function EmailEntry(props: { blocked: boolean }) {
  const messages = useMessages()
  const login = useEmailLoginSteps()
  const [email, setEmail] = useState(login.email ?? '')
  const [error, setError] = useState<unknown>()
  const inputId = useId()
  const errorId = useId()
  const reasonId = useId()
  const sending = login.step === 'sending'
  const off = props.blocked || login.originRefused
  return (
    <form
      className="oak-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (sending || off) return
        setError(undefined)
        login.start(email).catch(setError)
      }}
    >
      <label htmlFor={inputId} className="oak-muted">
        {messages.email.label}
      </label>
      <div className="oak-row" style={{ flexWrap: 'nowrap' }}>
        <input
          id={inputId}
          className="oak-input"
          type="email"
          name="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={messages.email.placeholder}
          value={email}
          disabled={off}
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? errorId : login.originRefused ? reasonId : undefined}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <button
          type="submit"
          className="oak-button"
          data-variant="accent"
          disabled={off}
          aria-disabled={sending}
        >
          {sending ? messages.email.sending : messages.email.continue}
        </button>
      </div>
      <EmailError error={error} id={errorId} />
      {login.originRefused ? (
        <Alert id={reasonId} testId="email-origin-refused">
          {messages.email.originRefused}
        </Alert>
      ) : null}
    </form>
  )
}
