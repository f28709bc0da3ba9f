import { useModalState } from '../../exports/index'
import { Spinner } from '../components/Spinner'
import { WalletImage } from '../components/WalletImage'
import { useMessages } from '../messages/MessagesContext'
import { useConnectAttempt } from './useConnectAttempt'
import { errorText, walletFromRouterData } from './walletRoute'

/** An extension wallet is asked to connect: waiting, declined (with retry) or failed (with retry). */
export default function ConnectingExternalView() {
  const messages = useMessages()
  const { data } = useModalState()
  const wallet = walletFromRouterData(data)
  const { state, error, retry } = useConnectAttempt(wallet)
  if (!wallet) return <p className="oak-muted">{messages.connect.noWallets}</p>
  return (
    <div className="oak-center" data-state={state}>
      <WalletImage name={wallet.name} imageUrl={wallet.imageUrl} imageId={wallet.imageId} size="large" />
      {state === 'connecting' ? (
        <>
          <p className="oak-heading">{messages.connecting.continueIn(wallet.name)}</p>
          <p className="oak-muted">{messages.connecting.acceptRequest}</p>
          <Spinner />
        </>
      ) : (
        <>
          <p className="oak-heading oak-error" role="alert">
            {state === 'rejected' ? messages.connecting.rejected : messages.connecting.failed}
          </p>
          <p className="oak-muted">
            {state === 'rejected' ? messages.connecting.rejectedDetail : errorText(error)}
          </p>
          <button type="button" className="oak-button" data-variant="accent" onClick={retry}>
            {messages.connecting.retry}
          </button>
        </>
      )}
    </div>
  )
}
