import { useModalState } from '../../hooks/useModalState.ts'
import { KeepWhole } from '../components/KeepWhole.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { WalletImage } from '../components/WalletImage.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { useConnectAttempt } from './useConnectAttempt.ts'
import { useSlowWalletHint } from './useSlowWalletHint.ts'
import { errorText, walletFromRouterData } from './walletRoute.ts'

/**
 * An extension wallet is asked to connect: waiting (with a hint when the wallet is slow to
 * answer), declined, already showing a request, failed (each with retry), or not installed.
 */
export default function ConnectingExternalView() {
  const messages = useMessages()
  const { data } = useModalState()
  const wallet = walletFromRouterData(data)
  const { state, error, retry, progress, skip } = useConnectAttempt(wallet)
  // Once a namespace is approved the app is connected: no "no answer yet", the next one is named.
  const slow = useSlowWalletHint(state === 'connecting' && wallet !== undefined && !progress)
  if (!wallet) return <p className="oak-muted">{messages.connect.noWallets}</p>
  const image = (
    <WalletImage name={wallet.name} imageUrl={wallet.imageUrl} imageId={wallet.imageId} size="large" />
  )
  if (progress) {
    const name = messages.namespaces.name
    const approved = progress.approved.map(name).join(', ')
    return (
      <div className="oak-center" data-state="next">
        {image}
        <p className="oak-heading">{messages.connecting.approveNext(name(progress.next))}</p>
        <p className="oak-muted" role="status">
          {messages.connecting.approveNextDetail(wallet.name, approved, name(progress.next))}
        </p>
        <Spinner />
        <button type="button" className="oak-button" onClick={skip}>
          {messages.connecting.skipNext(approved)}
        </button>
      </div>
    )
  }
  if (state === 'connecting' || state === 'pending') {
    return (
      <div className="oak-center" data-state={state}>
        {image}
        <p className="oak-heading">
          <KeepWhole text={messages.connecting.continueIn(wallet.name)} whole={wallet.name} />
        </p>
        <p className="oak-muted" role="status">
          {state === 'pending'
            ? messages.connecting.alreadyPending(wallet.name)
            : slow
              ? messages.connecting.slowHint(wallet.name)
              : messages.connecting.acceptRequest}
        </p>
        <Spinner />
        {state === 'pending' || slow ? (
          <button type="button" className="oak-button" onClick={retry}>
            {messages.connecting.retry}
          </button>
        ) : null}
      </div>
    )
  }
  if (state === 'notInstalled') {
    return (
      <div className="oak-center" data-state={state}>
        {image}
        <p className="oak-heading">{messages.connecting.notInstalled(wallet.name)}</p>
        <p className="oak-muted">{messages.connecting.notInstalledDetail(wallet.name)}</p>
      </div>
    )
  }
  return (
    <div className="oak-center" data-state={state}>
      {image}
      <p className="oak-heading oak-error" role="alert">
        {state === 'rejected' ? messages.connecting.rejected : messages.connecting.failed}
      </p>
      <p className="oak-muted">
        {state === 'rejected' ? messages.connecting.rejectedDetail : errorText(error)}
      </p>
      <button type="button" className="oak-button" data-variant="accent" onClick={retry}>
        {messages.connecting.retry}
      </button>
    </div>
  )
}
