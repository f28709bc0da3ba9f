import { isUserRejection } from '@openappkit/core'
import { shortenAddress } from '@openappkit/core/internal'
import { useAccount } from '../../hooks/useAccount.ts'
import { useSiwx } from '../../hooks/useSiwx.ts'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { errorText } from './walletRoute.ts'

/**
 * The sign-in request: Sign asks the wallet (ConnectingSiwe shows meanwhile), Cancel
 * disconnects when sign-in is required and otherwise closes. A failed sign-in comes back here
 * with its error. While core looks for an existing session, it says so and offers nothing.
 */
export default function SiwxSignMessageView() {
  const messages = useMessages()
  const { address } = useAccount()
  const siwx = useSiwx()
  if (siwx.status === 'checking') {
    return (
      <div className="oak-center" data-state="checking">
        <p className="oak-muted" role="status">
          {messages.siwx.checking}
        </p>
        <Spinner />
      </div>
    )
  }
  const declined = siwx.error !== undefined && isUserRejection(siwx.error)
  return (
    <div className="oak-stack" data-state={siwx.status}>
      <div className="oak-center">
        <p className="oak-heading">{messages.siwx.heading}</p>
        <p className="oak-muted">{messages.siwx.detail}</p>
        {address ? <p className="oak-muted">{messages.siwx.account(shortenAddress(address))}</p> : null}
      </div>
      {siwx.error !== undefined ? (
        <div className="oak-center" role="alert">
          <p className="oak-heading oak-error">{declined ? messages.siwx.declined : messages.siwx.failed}</p>
          <p className="oak-muted">{declined ? messages.siwx.declinedDetail : errorText(siwx.error)}</p>
        </div>
      ) : null}
      <div className="oak-row">
        <button type="button" className="oak-button" onClick={siwx.cancel}>
          {siwx.required ? messages.siwx.cancelRequired : messages.siwx.cancel}
        </button>
        <button
          type="button"
          className="oak-button"
          data-variant="accent"
          disabled={siwx.status === 'signingIn' || !address}
          onClick={siwx.signIn}
        >
          {messages.siwx.sign}
        </button>
      </div>
    </div>
  )
}
