import { useAccount } from '../../hooks/useAccount.ts'
import { useAppKit } from '../../hooks/useAppKit.ts'
import { useDisconnect } from '../../hooks/useDisconnect.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { Icon } from '../components/Icon.tsx'
import { NetworkList } from '../components/NetworkList.tsx'
import { useMessages } from '../messages/MessagesContext.ts'

/**
 * The wallet is on a network the app does not serve: switch to one it does (the modal then
 * closes: going back with UnsupportedChain in the history closes) or disconnect.
 */
export default function UnsupportedChainView() {
  const messages = useMessages()
  const { goBack } = useRouter()
  const { close } = useAppKit()
  const { disconnectAsync, isPending } = useDisconnect()
  const { isConnected } = useAccount()
  return (
    <div className="oak-stack">
      <div className="oak-center">
        <Icon name="warning" size={32} />
        <p className="oak-heading">{messages.unsupportedChain.title}</p>
        <p className="oak-muted">{messages.unsupportedChain.detail}</p>
      </div>
      <NetworkList onSwitched={goBack} />
      {isConnected ? (
        <button
          type="button"
          className="oak-button"
          disabled={isPending}
          onClick={() => void disconnectAsync().then(() => close({ force: true }))}
        >
          {messages.unsupportedChain.disconnect}
        </button>
      ) : null}
    </div>
  )
}
