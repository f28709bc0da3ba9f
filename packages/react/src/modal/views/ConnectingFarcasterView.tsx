import { useEffect, useRef } from 'react'
import { useFarcasterLogin } from '../../hooks/useFarcasterLogin.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useViewAfterConnect } from '../../hooks/useViewAfterConnect.ts'
import { ExternalLink } from '../components/ExternalLink.tsx'
import { Icon } from '../components/Icon.tsx'
import { QrCode } from '../components/QrCode.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { useClipboard } from './useClipboard.ts'
import { errorText } from './walletRoute.ts'

/**
 * Sign in with Farcaster: each time the view opens it asks for a new sign-in link and shows it as
 * a QR code to scan, a link that opens Farcaster and one to copy, while it waits for the approval;
 * an expired or refused sign-in says so and offers a new link. Once connected the modal goes on
 * as after any connection.
 */
export default function ConnectingFarcasterView() {
  const messages = useMessages()
  const m = messages.farcaster
  const login = useFarcasterLogin()
  const clipboard = useClipboard()
  const router = useRouter()
  const afterConnect = useViewAfterConnect()
  const { start, available } = login
  useEffect(() => {
    // A replaced or left login rejects: the state says what the user needs to know.
    if (available) start().catch(() => {})
  }, [start, available])
  const previous = useRef(login.step)
  useEffect(() => {
    if (login.step === 'connected' && previous.current !== 'connected') router.reset(afterConnect)
    previous.current = login.step
  }, [login.step, router, afterConnect])

  if (!available)
    return (
      <p className="oak-muted oak-center" role="alert">
        {m.unavailable}
      </p>
    )
  if (login.step === 'failed')
    return (
      <div className="oak-center" data-state="failed">
        <p className="oak-heading oak-error" role="alert">
          {login.failure === 'expired' ? m.expired : m.refused}
        </p>
        {login.failure === 'refused' ? (
          // The reason may name an address: it wraps rather than overflow a phone's width.
          <p className="oak-muted" data-testid="farcaster-error" style={{ overflowWrap: 'anywhere' }}>
            {errorText(login.error)}
          </p>
        ) : null}
        <button
          type="button"
          className="oak-button"
          data-variant="accent"
          onClick={() => login.retry().catch(() => {})}
        >
          {m.retry}
        </button>
      </div>
    )
  if (login.step === 'waiting' && login.url)
    return (
      <div className="oak-center" data-state="waiting">
        <QrCode value={login.url} label={m.qrLabel} />
        <p className="oak-muted">{m.scan}</p>
        <div className="oak-row">
          <ExternalLink url={login.url} testId="farcaster-link">
            {m.open}
          </ExternalLink>
          <button type="button" className="oak-button" onClick={() => void clipboard.copy(login.url ?? '')}>
            <Icon name="copy" size={16} />
            {messages.walletConnect.copyLink}
          </button>
        </div>
        <p className="oak-muted" role="status" aria-live="polite">
          {clipboard.state === 'copied'
            ? messages.walletConnect.copied
            : clipboard.state === 'failed'
              ? messages.walletConnect.copyFailed
              : m.waiting}
        </p>
      </div>
    )
  return (
    <div className="oak-center" data-state={login.step === 'connecting' ? 'connecting' : 'preparing'}>
      {login.step === 'connecting' ? (
        <Spinner />
      ) : (
        <div className="oak-qr" aria-busy="true">
          <div className="oak-qr-skeleton" />
        </div>
      )}
      <p className="oak-muted" role="status">
        {login.step === 'connecting' ? m.connecting : m.preparing}
      </p>
    </div>
  )
}
