import { accountNameLabel } from '@openappkit/core/internal'
import { useModalState } from '../../hooks/useModalState.ts'
import { useName } from '../../hooks/useName.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { Icon } from '../components/Icon.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'

/**
 * RegisterAccountNameSuccess: shown while the wallet signs and the name service
 * registers (core's flow pushed it with the name), then the registered name, once it is the
 * account's. A failure never shows here: core goes back to RegisterAccountName.
 */
export default function RegisterAccountNameSuccessView() {
  const messages = useMessages()
  const { data } = useModalState()
  const { reset } = useRouter()
  const { data: current } = useName()
  const wanted = typeof data?.name === 'string' ? accountNameLabel(data.name) : undefined
  const done = current != null && wanted !== undefined && accountNameLabel(current) === wanted
  if (!done)
    return (
      <div className="oak-center" data-state="registering">
        <Spinner />
        <p className="oak-muted" role="status">
          {messages.names.signing}
        </p>
      </div>
    )
  return (
    <div className="oak-center" data-state="registered">
      <Icon name="check" size={24} />
      <p className="oak-heading" data-testid="registered-name">
        {current}
      </p>
      <p className="oak-muted">{messages.names.registered}</p>
      <button type="button" className="oak-button" data-variant="accent" onClick={() => reset('Account')}>
        {messages.names.backToAccount}
      </button>
    </div>
  )
}
