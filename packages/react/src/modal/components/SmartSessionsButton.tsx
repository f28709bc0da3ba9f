import { useAccount } from '../../hooks/useAccount'
import { useAppKitOptions } from '../../hooks/useAppKitOptions'
import { useRouter } from '../../hooks/useRouter'
import { useMessages } from '../messages/MessagesContext'
import { AccountLink } from './AccountLink'

/** The Account view's way to the smart sessions: with the feature on, for an EVM account. */
export function SmartSessionsButton() {
  const messages = useMessages()
  const { features } = useAppKitOptions()
  const { namespace } = useAccount()
  const { push } = useRouter()
  if (!features.smartSessions || namespace !== 'eip155') return null
  return (
    <AccountLink
      label={messages.smartSessions.open}
      testId="account-smart-sessions"
      onClick={() => push('SmartSessions')}
    />
  )
}
