import { useAccount, useName, useRouter } from '../../exports/index'
import { useMessages } from '../messages/MessagesContext'
import { Icon } from './Icon'

/** The Account view's way to a name: for an EVM account without one, when the data service answers. */
export function RegisterNameButton() {
  const messages = useMessages()
  const { namespace } = useAccount()
  const name = useName()
  const { push } = useRouter()
  if (namespace !== 'eip155' || !name.isSuccess || name.data) return null
  return (
    <button
      type="button"
      className="oak-item"
      data-testid="account-register-name"
      onClick={() => push('RegisterAccountName')}
    >
      <Icon name="network" />
      <span className="oak-item-name">{messages.names.choose}</span>
      <Icon name="chevron" />
    </button>
  )
}
