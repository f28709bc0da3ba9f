import { useSiwx } from '../../hooks/useSiwx.ts'
import { useWalletInfo } from '../../hooks/useWalletInfo.ts'
import { Spinner } from '../components/Spinner.tsx'
import { WalletImage } from '../components/WalletImage.tsx'
import { useMessages } from '../messages/MessagesContext.ts'

/** The wallet is asked to sign the sign-in message; core moves on when it answers. */
export default function ConnectingSiweView() {
  const messages = useMessages()
  const { walletInfo } = useWalletInfo()
  const siwx = useSiwx()
  return (
    <div className="oak-center" data-state={siwx.status}>
      {walletInfo ? <WalletImage name={walletInfo.name} imageUrl={walletInfo.icon} size="large" /> : null}
      <p className="oak-heading">
        {walletInfo ? messages.siwx.signInWallet(walletInfo.name) : messages.siwx.signInYourWallet}
      </p>
      <p className="oak-muted" role="status">
        {messages.siwx.waiting}
      </p>
      <Spinner />
      <button type="button" className="oak-button" onClick={siwx.cancel}>
        {siwx.required ? messages.siwx.cancelRequired : messages.siwx.cancel}
      </button>
    </div>
  )
}
