import { useState } from 'react'
import { useConnectedNamespaces } from '../../hooks/useConnectedNamespaces.ts'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { useMessages } from '../messages/MessagesContext.ts'
import { Alert } from './Alert.tsx'

/**
 * Account, in an app with several namespaces (EVM and Solana): a segmented control of the connected
 * ones, the active one pressed (and drawn selected), each other a button that makes it active.
 * Nothing in a one-namespace app, or while the one connected namespace is the active one.
 */
export function NamespaceSwitcher() {
  const messages = useMessages()
  const { namespaces, moveToAsync, isPending } = useConnectedNamespaces()
  const { networks } = useNetwork()
  const [failed, setFailed] = useState(false)
  // One connected namespace that is the active one: the network row already says it all. (Moved
  // to a namespace with no account, its one button is the way back.)
  const onlyActive = namespaces.length === 1 && namespaces[0]?.active
  if (new Set(networks.map((n) => n.chainNamespace)).size < 2 || namespaces.length === 0 || onlyActive)
    return null
  const move = async (network: Parameters<typeof moveToAsync>[0] | undefined) => {
    if (!network || isPending) return
    setFailed(false)
    try {
      await moveToAsync(network)
    } catch {
      setFailed(true)
    }
  }
  return (
    <div className="oak-stack">
      <fieldset className="oak-segmented" aria-label={messages.namespaces.switcherLabel}>
        {namespaces.map((connected) => {
          const name = messages.namespaces.name(connected.namespace)
          return (
            <button
              key={connected.namespace}
              type="button"
              data-namespace={connected.namespace}
              aria-pressed={connected.active}
              aria-label={messages.namespaces.moveTo(name, connected.caipNetwork?.name ?? name)}
              onClick={() => (connected.active ? undefined : void move(connected.caipNetwork))}
            >
              {name}
            </button>
          )
        })}
      </fieldset>
      {failed ? <Alert>{messages.namespaces.moveFailed}</Alert> : null}
    </div>
  )
}
