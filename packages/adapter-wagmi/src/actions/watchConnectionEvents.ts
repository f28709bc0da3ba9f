import type { AdapterAccount, AdapterEvent } from '@openappkit/core'
import { type Config, deepEqual } from '@wagmi/core'
import { parseAccounts, parseChainId } from '../utils/validate.ts'
import { toAdapterAccounts } from './connectionResult.ts'

type Snapshot = {
  status: string
  connectorUid?: string
  connectorId?: string
  accounts?: readonly string[]
  chainId?: number
}

function snapshot(config: Config['state']): Snapshot {
  const connection = config.current ? config.connections.get(config.current) : undefined
  if (!connection) return { status: config.status }
  return {
    status: config.status,
    connectorUid: connection.connector.uid,
    connectorId: connection.connector.id,
    accounts: connection.accounts,
    chainId: connection.chainId,
  }
}

/**
 * Turns wagmi's state into the adapter's events. Only changes of an established connection
 * count: connecting, restoring or switching to another connector are answers to our own calls
 * and reach core through their return values, not as events. `isOwnDisconnect` tells a
 * disconnect we asked for from one the wallet made.
 */
export function watchConnectionEvents(
  config: Config,
  listener: (event: AdapterEvent) => void,
  isOwnDisconnect: () => boolean,
  /** The accounts of a connector as events carry them (the embedded wallet's have their types). */
  typed: (connectorId: string, addresses: readonly string[]) => AdapterAccount[] = (_, addresses) =>
    toAdapterAccounts(addresses),
): () => void {
  return config.subscribe(
    (state) => snapshot(state),
    (next, prev) => {
      if (prev.status !== 'connected' || !prev.connectorUid) return
      if (!next.connectorUid) {
        if (!isOwnDisconnect()) listener({ type: 'disconnect' })
        return
      }
      if (next.connectorUid !== prev.connectorUid || next.status !== 'connected') return
      // wagmi's state of a connector we did not guard may hold what a wallet sent: only valid
      // accounts and chains become events.
      const accounts = parseAccounts(next.accounts)
      if (!deepEqual(next.accounts, prev.accounts) && accounts) {
        listener({ type: 'accountsChanged', accounts: typed(next.connectorId ?? '', accounts) })
      }
      const chainId = parseChainId(next.chainId)
      if (next.chainId !== prev.chainId && chainId !== undefined) {
        listener({ type: 'chainChanged', chainId })
      }
    },
    { equalityFn: deepEqual },
  )
}
