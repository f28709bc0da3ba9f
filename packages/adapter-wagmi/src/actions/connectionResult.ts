import type { AdapterAccount, ConnectionResult } from '@openappkit/core'
import type { Connection } from '@wagmi/core'

export function toAdapterAccounts(addresses: readonly string[]): AdapterAccount[] {
  return addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))
}

/** The chain id is the wallet's, even when the app does not configure it (core shows "Unknown Network"). */
export function connectionResult(
  connection: Pick<Connection, 'accounts' | 'chainId' | 'connector'>,
): ConnectionResult {
  return {
    connectorId: connection.connector.id,
    accounts: toAdapterAccounts(connection.accounts),
    chainId: connection.chainId,
  }
}
