import { useAccount } from '../../hooks/useAccount'
import { useName } from '../../hooks/useName'
import { useRouter } from '../../hooks/useRouter'
import { useMessages } from '../messages/MessagesContext'
import { AccountLink } from './AccountLink'

/** The Account view's way to a name: for an EVM account without one, when the data service answers. */
export function RegisterNameButton() {
  const messages = useMessages()
  const { namespace } = useAccount()
  const name = useName()
  const { push } = useRouter()
  if (namespace !== 'eip155' || !name.isSuccess || name.data) return null
  return (
    <AccountLink
      label={messages.names.choose}
      testId="account-register-name"
      onClick={() => push('RegisterAccountName')}
    />
  )
}
