import { useState } from 'react'
import { KeepWhole } from '../components/KeepWhole.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { EmailError } from './EmailError.tsx'
import { useEmailLoginSteps } from './EmailLoginSteps.ts'

/**
 * Device verification: the frame mailed a link that approves this device; the view waits
 * for it (core moves on to the code once approved), and can send the mail again, within the
 * throttle ("Please try again after N seconds" when too soon). A failed wait (the frame's error or
 * its timeout) says so and offers the mail again.
 */
export default function EmailVerifyDeviceView() {
  const messages = useMessages()
  const login = useEmailLoginSteps()
  const [resend, setResend] = useState<{ asked: boolean; error?: unknown }>({ asked: false })
  const email = login.email ?? ''
  const failed = login.step === 'verifyDevice' && login.error !== undefined
  const sending = login.step === 'sending'
  return (
    <div className="oak-center" data-state={failed ? 'failed' : 'waiting'}>
      <p className="oak-heading">
        <KeepWhole text={messages.email.checkInbox(email)} whole={email} />
      </p>
      {failed ? (
        <EmailError error={login.error} />
      ) : (
        <>
          <Spinner />
          <p className="oak-muted" role="status" data-testid="device-status">
            {resend.asked && !sending && resend.error === undefined
              ? messages.email.resent
              : messages.email.waitingForApproval}
          </p>
        </>
      )}
      <EmailError error={resend.error} testId="resend-error" />
      <button
        type="button"
        className="oak-button"
        aria-disabled={sending}
        onClick={() => {
          if (sending) return
          setResend({ asked: true })
          login.start(email).catch((error: unknown) => setResend({ asked: true, error }))
        }}
      >
        {messages.email.resend}
      </button>
    </div>
  )
}
