import { PackageNotInstalledError } from '@openappkit/core'
import { useIsMobile } from '../../hooks/useIsMobile.ts'
import { useModalState } from '../../hooks/useModalState.ts'
import { usePairingExpiry } from '../../hooks/usePairingExpiry.ts'
import { useWalletConnectWallet } from '../../hooks/useWalletConnectWallet.ts'
import { useWalletDeepLinks } from '../../hooks/useWalletDeepLinks.ts'
import { Icon } from '../components/Icon.tsx'
import { KeepWhole } from '../components/KeepWhole.tsx'
import { QrCode } from '../components/QrCode.tsx'
import { WalletImage } from '../components/WalletImage.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { useClipboard } from './useClipboard.ts'
import { useConnectAttempt } from './useConnectAttempt.ts'
import { errorText, walletFromRouterData } from './walletRoute.ts'

/**
 * A WalletConnect pairing: the QR code (with the wallet's logo), the link to copy, the wallet's
 * desktop, mobile and web deep links, and a new link when this one expires or is declined (none
 * when WalletConnect's package is not installed: a new link cannot help).
 * Basic mode (the WalletConnect entry, or an app without adapters) shows it for any wallet. On a
 * phone, a wallet with a mobile link is opened through it instead of a QR code to scan.
 */
export default function ConnectingWalletConnectView() {
  const messages = useMessages()
  const { data, view } = useModalState()
  // Without a wallet in the data (an app opened the view by name), the WalletConnect entry pairs.
  const walletConnectEntry = useWalletConnectWallet()
  const wallet = walletFromRouterData(data) ?? walletConnectEntry
  const attempt = useConnectAttempt(wallet)
  const uri = attempt.walletConnectUri
  const { expired } = usePairingExpiry(uri)
  const clipboard = useClipboard()
  const phone = useIsMobile()
  const basic = view === 'ConnectingWalletConnectBasic' || wallet?.connector?.type === 'WALLET_CONNECT'
  const links = useWalletDeepLinks(basic ? undefined : wallet, uri)

  if (!wallet) return <p className="oak-muted">{messages.walletConnect.unavailable}</p>
  const ended = expired || attempt.state !== 'connecting'
  // A missing package: a new link cannot help, and the line under the title says what to install.
  const canRetry = !(attempt.error instanceof PackageNotInstalledError)

  return (
    <div className="oak-center" data-state={ended ? 'ended' : uri ? 'ready' : 'preparing'}>
      {ended ? (
        <>
          <WalletImage name={wallet.name} imageUrl={wallet.imageUrl} imageId={wallet.imageId} size="large" />
          <p className="oak-heading oak-error" role="alert">
            {attempt.state === 'rejected'
              ? messages.walletConnect.declined
              : attempt.state === 'connecting'
                ? messages.walletConnect.expired
                : messages.connecting.failed}
          </p>
          {attempt.state !== 'rejected' && attempt.state !== 'connecting' ? (
            <p className="oak-muted">{errorText(attempt.error)}</p>
          ) : null}
          {canRetry ? (
            <button type="button" className="oak-button" data-variant="accent" onClick={attempt.retry}>
              {messages.walletConnect.retry}
            </button>
          ) : null}
        </>
      ) : uri && phone && links.mobile ? (
        <>
          <WalletImage name={wallet.name} imageUrl={wallet.imageUrl} imageId={wallet.imageId} size="large" />
          <p className="oak-heading">
            <KeepWhole text={messages.connecting.continueIn(wallet.name)} whole={wallet.name} />
          </p>
          <a className="oak-button" data-variant="accent" href={links.mobile} rel="noopener noreferrer">
            {messages.walletConnect.openMobile(wallet.name)}
          </a>
          <button type="button" className="oak-button" onClick={() => void clipboard.copy(uri)}>
            <Icon name="copy" size={16} />
            {messages.walletConnect.copyLink}
          </button>
          <CopyStatus state={clipboard.state} />
        </>
      ) : uri ? (
        <>
          <QrCode
            value={uri}
            label={messages.walletConnect.qrLabel}
            logo={<WalletImage name={wallet.name} imageUrl={wallet.imageUrl} imageId={wallet.imageId} />}
          />
          <p className="oak-muted">
            {basic ? messages.walletConnect.scan : messages.walletConnect.scanWith(wallet.name)}
          </p>
          <div className="oak-row">
            <button type="button" className="oak-button" onClick={() => void clipboard.copy(uri)}>
              <Icon name="copy" size={16} />
              {messages.walletConnect.copyLink}
            </button>
            {links.mobile ? (
              <a className="oak-button" href={links.mobile} rel="noopener noreferrer">
                {messages.walletConnect.openMobile(wallet.name)}
              </a>
            ) : null}
            {links.desktop && !phone ? (
              <a className="oak-button" href={links.desktop} rel="noopener noreferrer">
                {messages.walletConnect.openDesktop(wallet.name)}
              </a>
            ) : null}
            {links.web ? (
              <a className="oak-button" href={links.web} target="_blank" rel="noopener noreferrer">
                {messages.walletConnect.openWeb(wallet.name)}
              </a>
            ) : null}
          </div>
          <CopyStatus state={clipboard.state} />
        </>
      ) : (
        <>
          <div className="oak-qr" aria-busy="true">
            <div className="oak-qr-skeleton" />
          </div>
          <p className="oak-muted" role="status">
            {messages.walletConnect.preparing}
          </p>
        </>
      )}
    </div>
  )
}

function CopyStatus(props: { state: 'idle' | 'copied' | 'failed' }) {
  const messages = useMessages()
  return (
    <p className="oak-muted" role="status" aria-live="polite">
      {props.state === 'copied'
        ? messages.walletConnect.copied
        : props.state === 'failed'
          ? messages.walletConnect.copyFailed
          : ''}
    </p>
  )
}
