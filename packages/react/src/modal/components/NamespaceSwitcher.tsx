import { useState } from 'react'
import { useConnectedNamespaces } from '../../hooks/useConnectedNamespaces.ts'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { useMessages } from '../messages/MessagesContext.ts'
import { Alert } from './Alert.tsx'

/**
 * Account, in an app with several namespaces (EVM and Solana): a segmented control of the connected
 * ones, the active one pressed (and drawn selected), each other a button that makes it active. Nothing in a one-namespace app.
 */
export function NamespaceSwitcher() {
  const messages = useMessages()
  const { namespaces, moveToAsync, isPending } = useConnectedNamespaces()
  const { networks } = useNetwork()
  const [failed, setFailed] = useState(false)
  if (new Set(networks.map((n) => n.chainNamespace)).size < 2 || namespaces.length === 0) return null
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
