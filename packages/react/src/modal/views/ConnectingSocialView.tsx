import { useEffect } from 'react'
import { useRouter } from '../../hooks/useRouter.ts'
import { useSocialLogin } from '../../hooks/useSocialLogin.ts'
import { useViewAfterConnect } from '../../hooks/useViewAfterConnect.ts'
import { Alert } from '../components/Alert.tsx'
import { SocialIcon, socialBrands } from '../components/SocialIcon.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { SocialRow } from './SocialRow.tsx'
import { errorText } from './walletRoute.ts'

/**
 * A social login under way: waiting for the person in the provider's window, then connecting;
 * a blocked or closed window, the provider's refusal, a timeout or another failure each say so
 * and offer to try again (which opens the window again, in that click). Once connected the
 * modal goes where a connect leads. Opened without a login, it offers the socials.
 */
export default function ConnectingSocialView() {
  const messages = useMessages()
  const login = useSocialLogin()
  const router = useRouter()
  const afterConnect = useViewAfterConnect()
  const { step, provider, error } = login
  useEffect(() => {
    if (step === 'connected') router.reset(afterConnect)
  }, [step, afterConnect, router])
  if (!provider || step === 'idle') return <SocialRow blocked={false} />
  const name = socialBrands[provider].name
  const failure = error?.failure
  const failed =
    failure === 'refused'
      ? messages.social.refused(name)
      : failure && failure !== 'error'
        ? messages.social[failure]
        : errorText(error?.cause) || messages.social.failed
  return (
    <div className="oak-center" data-state={step}>
      <span className="oak-wallet-image oak-placeholder" data-size="large">
        <SocialIcon social={provider} size={40} />
      </span>
      {step === 'failed' ? (
        <>
          <Alert testId="social-error">{failed}</Alert>
          <button
            type="button"
            className="oak-button"
            data-variant="accent"
            onClick={() => {
              login.retry().catch(() => {})
            }}
          >
            {messages.social.retry}
          </button>
        </>
      ) : (
        <>
          <Spinner />
          <p className="oak-heading" role="status" data-testid="social-status">
            {step === 'waiting' ? messages.social.waiting(name) : messages.social.connecting}
          </p>
          {step === 'waiting' ? <p className="oak-muted">{messages.social.waitingHint}</p> : null}
        </>
      )}
    </div>
  )
}
