import { useModalState } from '../../hooks/useModalState.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useUpdateEmail } from '../../hooks/useUpdateEmail.ts'
import { KeepWhole } from '../components/KeepWhole.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { CodeForm } from './CodeForm.tsx'

/**
 * The email change's codes (UpdateEmailPrimaryOtp, then UpdateEmailSecondaryOtp): the one mailed
 * to the current address, then the one mailed to the new. Once the new address's code is right
 * the history restarts at Account, which shows the new email. The current address's code can be
 * sent again (which starts the change over); the new address's cannot on its own.
 */
export default function UpdateEmailOtpView() {
  const messages = useMessages()
  const update = useUpdateEmail()
  const router = useRouter()
  const primary = useModalState().view === 'UpdateEmailPrimaryOtp'
  return (
    <CodeForm
      // A fresh, empty field for the new address's code.
      key={primary ? 'primary' : 'secondary'}
      intro={
        primary ? (
          <KeepWhole
            text={messages.emailUpdate.primaryCodeSent(update.currentEmail ?? '')}
            whole={update.currentEmail ?? ''}
          />
        ) : (
          <KeepWhole
            text={messages.emailUpdate.secondaryCodeSent(update.email ?? '')}
            whole={update.email ?? ''}
          />
        )
      }
      label={messages.emailUpdate.codeLabel}
      submitLabel={messages.emailUpdate.submit}
      checkingLabel={messages.emailUpdate.checking}
      onSubmit={async (code) => {
        const step = await update.submitOtp(code)
        if (step === 'updated') router.reset('Account')
        else router.replace('UpdateEmailSecondaryOtp')
      }}
      resend={
        primary
          ? {
              label: messages.emailUpdate.resendCode,
              resent: messages.emailUpdate.resent,
              run: update.resend,
            }
          : undefined
      }
    />
  )
}
