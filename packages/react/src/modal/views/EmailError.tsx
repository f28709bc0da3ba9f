import { EmailThrottleError } from '@openappkit/core'
import { Alert } from '../components/Alert.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { errorText } from './walletRoute.ts'

/**
 * What a failed step of the email login says (nothing without an error): the throttle in the
 * modal's language, else the error's words.
 */
export function EmailError(props: { error: unknown; id?: string; testId?: string }) {
  const messages = useMessages()
  const { error } = props
  if (error === undefined) return null
  return (
    <Alert id={props.id} testId={props.testId ?? 'email-error'}>
      {error instanceof EmailThrottleError
        ? messages.email.throttled(error.retryAfterSeconds)
        : errorText(error) || messages.email.failed}
    </Alert>
  )
}
