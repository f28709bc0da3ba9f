import { useAccount } from '../../hooks/useAccount.ts'
import { useName } from '../../hooks/useName.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useMessages } from '../messages/MessagesContext.ts'
import { AccountLink } from './AccountLink.tsx'

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
