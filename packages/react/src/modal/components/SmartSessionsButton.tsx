import { useAccount } from '../../hooks/useAccount.ts'
import { useAppKitOptions } from '../../hooks/useAppKitOptions.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useMessages } from '../messages/MessagesContext.ts'
import { AccountLink } from './AccountLink.tsx'

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
