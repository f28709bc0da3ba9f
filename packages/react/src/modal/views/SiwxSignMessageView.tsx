import { isUserRejection } from '@openappkit/core'
import { shortenAddress } from '@openappkit/core/internal'
import { useAccount } from '../../hooks/useAccount.ts'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { useSiwx } from '../../hooks/useSiwx.ts'
import { DetailRow } from '../components/DetailRow.tsx'
import { Icon } from '../components/Icon.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { errorText } from './walletRoute.ts'

/**
 * The sign-in request, laid out as Send's review: what it is, which account and network sign,
 * then Sign (the accented action) over Cancel. Sign asks the wallet (ConnectingSiwe shows
 * meanwhile); Cancel disconnects when sign-in is required and otherwise closes. A failed sign-in
 * comes back here with its reason above the actions, so Sign is the retry. While core looks for
 * an existing session, it says so and offers nothing.
 */
export default function SiwxSignMessageView() {
  const messages = useMessages()
  const m = messages.siwx
  const { address } = useAccount()
  const { caipNetwork } = useNetwork()
  const siwx = useSiwx()
  if (siwx.status === 'checking') {
    return (
      <div className="oak-center" data-state="checking" aria-busy="true">
        <Spinner />
        <p className="oak-muted" role="status">
          {m.checking}
        </p>
      </div>
    )
  }
  const declined = siwx.error !== undefined && isUserRejection(siwx.error)
  return (
    <div className="oak-stack" data-state={siwx.status}>
      <p className="oak-heading">{m.heading}</p>
      <p className="oak-muted">{m.detail}</p>
      {address ? (
        <dl className="oak-details">
          <DetailRow term={m.account} title={address} testId="siwx-account">
            {shortenAddress(address)}
          </DetailRow>
          {caipNetwork ? <DetailRow term={messages.approve.network}>{caipNetwork.name}</DetailRow> : null}
        </dl>
      ) : null}
      {siwx.error !== undefined ? (
        <div className="oak-notice" role="alert">
          <Icon name="warning" size={20} />
          <div>
            <p className="oak-notice-title">{declined ? m.declined : m.failed}</p>
            <p className="oak-muted">{declined ? m.declinedDetail : errorText(siwx.error)}</p>
          </div>
        </div>
      ) : null}
      <button
        type="button"
        className="oak-button"
        data-variant="accent"
        disabled={siwx.status === 'signingIn' || !address}
        onClick={siwx.signIn}
      >
        {m.sign}
      </button>
      <button type="button" className="oak-button" onClick={siwx.cancel}>
        {siwx.required ? m.cancelRequired : m.cancel}
      </button>
    </div>
  )
}
