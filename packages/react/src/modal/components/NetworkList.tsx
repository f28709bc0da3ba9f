import { useState } from 'react'
import { useNetwork } from '../../exports/index'
import { useMessages } from '../messages/MessagesContext'
import { Spinner } from './Spinner'

type Network = ReturnType<typeof useNetwork>['networks'][number]

/** The app's networks; choosing one asks the wallet to switch, and `onSwitched` runs once it has. */
export function NetworkList(props: { onSwitched(network: Network): void }) {
  const messages = useMessages()
  const { networks, caipNetworkId, switchNetworkAsync } = useNetwork()
  const [pending, setPending] = useState<string>()
  const [failed, setFailed] = useState(false)

  const choose = async (network: Network) => {
    if (pending !== undefined) return
    setPending(network.caipNetworkId)
    setFailed(false)
    try {
      await switchNetworkAsync(network)
      props.onSwitched(network)
    } catch {
      setFailed(true)
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="oak-stack">
      <ul className="oak-list" aria-label={messages.networks.listLabel}>
        {networks.map((network) => {
          const active = network.caipNetworkId === caipNetworkId
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="oak-item"
                aria-current={active ? 'true' : undefined}
                // Not `disabled`: the browser would drop the keyboard focus out of the dialog.
                aria-disabled={pending !== undefined || undefined}
                data-network-id={network.caipNetworkId}
                onClick={() => void choose(network)}
              >
                <span className="oak-item-name">{network.name}</span>
                {pending === network.caipNetworkId ? (
                  <Spinner label={messages.networks.switching(network.name)} />
                ) : null}
                {active ? <span className="oak-tag">{messages.networks.active}</span> : null}
                {network.testnet ? <span className="oak-tag">{messages.networks.testnet}</span> : null}
              </button>
            </li>
          )
        })}
      </ul>
      {failed ? (
        <p className="oak-error" role="alert">
          {messages.networks.switchFailed}
        </p>
      ) : null}
    </div>
  )
}
