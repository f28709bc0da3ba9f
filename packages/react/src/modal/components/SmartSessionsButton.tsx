import { useAccount, useAppKitOptions, useRouter } from '../../exports/index'
import { useMessages } from '../messages/MessagesContext'
import { Icon } from './Icon'

/** The Account view's way to the smart sessions: with the feature on, for an EVM account. */
export function SmartSessionsButton() {
  const messages = useMessages()
  const { features } = useAppKitOptions()
  const { namespace } = useAccount()
  const { push } = useRouter()
  if (!features.smartSessions || namespace !== 'eip155') return null
  return (
    <button
      type="button"
      className="oak-item"
      data-testid="account-smart-sessions"
      onClick={() => push('SmartSessions')}
    >
      <Icon name="network" />
      <span className="oak-item-name">{messages.smartSessions.open}</span>
      <Icon name="chevron" />
    </button>
  )
}
