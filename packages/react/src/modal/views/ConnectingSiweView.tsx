import { useSiwx } from '../../hooks/useSiwx.ts'
import { useWalletInfo } from '../../hooks/useWalletInfo.ts'
import { KeepWhole } from '../components/KeepWhole.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { WalletImage } from '../components/WalletImage.tsx'
import { useMessages } from '../messages/MessagesContext.ts'

/**
 * The wallet is asked to sign the sign-in message; core moves on when it answers. Laid out as the
 * connecting views: the wallet, what to do there, the wait, then Cancel across the card.
 */
export default function ConnectingSiweView() {
  const messages = useMessages()
  const { walletInfo } = useWalletInfo()
  const siwx = useSiwx()
  return (
    <div className="oak-stack" data-state={siwx.status}>
      <div className="oak-center">
        {walletInfo ? <WalletImage name={walletInfo.name} imageUrl={walletInfo.icon} size="large" /> : null}
        <p className="oak-heading">
          {/* The wallet's name kept on one line: "OpenAppKit Test | Wallet" read as two things. */}
          {walletInfo ? (
            <KeepWhole text={messages.siwx.signInWallet(walletInfo.name)} whole={walletInfo.name} />
          ) : (
            messages.siwx.signInYourWallet
          )}
        </p>
        <div className="oak-waiting">
          <Spinner />
          <p className="oak-muted" role="status">
            {messages.siwx.waiting}
          </p>
        </div>
      </div>
      <button type="button" className="oak-button" onClick={siwx.cancel}>
        {siwx.required ? messages.siwx.cancelRequired : messages.siwx.cancel}
      </button>
    </div>
  )
}
