import { useState } from 'react'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { useMessages } from '../messages/MessagesContext.ts'
import { Alert } from './Alert.tsx'
import { Spinner } from './Spinner.tsx'

type Network = ReturnType<typeof useNetwork>['networks'][number]

/**
 * The app's networks, grouped by namespace (EVM, Solana…) when there are several; choosing one
 * switches, and `onSwitched` runs once it has, told whether the network's namespace
 * has no account yet (`needsConnect`: the caller asks the user to connect).
 */
export function NetworkList(props: {
  onSwitched(network: Network, result: { needsConnect: boolean }): void
}) {
  const messages = useMessages()
  const { networks, caipNetworkId, switchNetworkAsync } = useNetwork()
  const [pending, setPending] = useState<string>()
  const [failed, setFailed] = useState(false)

  const choose = async (network: Network) => {
    if (pending !== undefined) return
    setPending(network.caipNetworkId)
    setFailed(false)
    try {
      const result = await switchNetworkAsync(network)
      props.onSwitched(network, result)
    } catch {
      setFailed(true)
    } finally {
      setPending(undefined)
    }
  }

  const groups = [...new Set(networks.map((n) => n.chainNamespace))].map((namespace) => ({
    namespace,
    networks: networks.filter((n) => n.chainNamespace === namespace),
  }))
  const grouped = groups.length > 1

  const item = (network: Network) => {
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
  }

  return (
    <div className="oak-stack">
      {grouped ? (
        groups.map((group) => {
          const label = messages.namespaces.name(group.namespace)
          return (
            <section key={group.namespace} className="oak-stack" data-namespace={group.namespace}>
              <h3 className="oak-muted">{label}</h3>
              <ul className="oak-list" aria-label={`${messages.networks.listLabel}: ${label}`}>
                {group.networks.map(item)}
              </ul>
            </section>
          )
        })
      ) : (
        <ul className="oak-list" aria-label={messages.networks.listLabel}>
          {networks.map(item)}
        </ul>
      )}
      {failed ? <Alert>{messages.networks.switchFailed}</Alert> : null}
    </div>
  )
}
