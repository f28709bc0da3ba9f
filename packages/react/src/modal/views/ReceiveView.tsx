import type { CaipNetwork } from '@openappkit/core'
import { useAccount } from '../../hooks/useAccount.ts'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { useNetworkImageUrl } from '../../hooks/useNetworkImageUrl.ts'
import { Icon } from '../components/Icon.tsx'
import { ItemImage } from '../components/ItemImage.tsx'
import { QrCode } from '../components/QrCode.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { useClipboard } from './useClipboard.ts'

/** The connected address to receive on: QR code with the network's icon, copy, and the networks that can receive it. */
export default function ReceiveView() {
  const messages = useMessages()
  const { address, namespace } = useAccount()
  const { caipNetwork, networks } = useNetwork({ namespace })
  const { state: copyState, copy } = useClipboard()
  const icon = useNetworkImageUrl(caipNetwork)
  if (!address) return <p className="oak-muted">{messages.account.notConnected}</p>

  return (
    <div className="oak-stack">
      <div className="oak-center">
        <p className="oak-muted">{messages.receive.intro(caipNetwork?.name ?? namespace)}</p>
        <QrCode
          value={address}
          label={messages.receive.qrLabel(address)}
          logo={icon ? <img src={icon} alt="" /> : <Icon name="network" size={28} />}
        />
        <p className="oak-address" data-testid="receive-address" style={{ wordBreak: 'break-all' }}>
          {address}
        </p>
        <button type="button" className="oak-button" onClick={() => void copy(address)}>
          <Icon name={copyState === 'copied' ? 'check' : 'copy'} size={16} />
          {copyState === 'copied' ? messages.receive.copied : messages.receive.copy}
        </button>
        <p className="oak-sr-only" role="status">
          {copyState === 'copied'
            ? messages.receive.copied
            : copyState === 'failed'
              ? messages.receive.copyFailed
              : ''}
        </p>
        {copyState === 'failed' ? <p className="oak-error">{messages.receive.copyFailed}</p> : null}
      </div>
      <h3 className="oak-group-title">{messages.receive.networks}</h3>
      <ul className="oak-list" aria-label={messages.receive.networks} data-testid="receive-networks">
        {networks.map((network) => (
          <li key={network.caipNetworkId} className="oak-token">
            <NetworkImage network={network} />
            <span className="oak-item-name">{network.name}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function NetworkImage({ network }: { network: CaipNetwork }) {
  return <ItemImage url={useNetworkImageUrl(network)} name={network.name} />
}
