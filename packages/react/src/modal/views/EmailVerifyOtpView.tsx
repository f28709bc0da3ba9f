import { KeepWhole } from '../components/KeepWhole.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { CodeForm } from './CodeForm.tsx'
import { useEmailLoginSteps } from './EmailLoginSteps.ts'

/**
 * The login's code step: the code sent again within the throttle; once right, core connects
 * through the AUTH connector and the modal moves to Account (or where `viewAfterConnect` leads).
 */
export default function EmailVerifyOtpView() {
  const messages = useMessages()
  const login = useEmailLoginSteps()
  return (
    <CodeForm
      intro={<KeepWhole text={messages.email.codeSent(login.email ?? '')} whole={login.email ?? ''} />}
      label={messages.email.codeLabel}
      busy={login.step === 'connecting' || login.step === 'sending'}
      error={login.step === 'verifyOtp' ? login.error : undefined}
      submitLabel={messages.email.submitCode}
      onSubmit={login.submitOtp}
      status={
        login.step === 'connecting' ? (
          <div className="oak-row" role="status">
            <Spinner />
            <span className="oak-muted">{messages.email.connecting}</span>
          </div>
        ) : null
      }
      resend={{
        label: messages.email.resendCode,
        resent: messages.email.resent,
        run: () => login.start(login.email ?? ''),
        showResent: login.step === 'verifyOtp',
      }}
    />
  )
}
