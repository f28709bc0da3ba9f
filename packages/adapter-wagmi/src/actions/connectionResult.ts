import type { AdapterAccount, ConnectedPeerWallet, ConnectionResult } from '@openappkit/core'
import type { Connection } from '@wagmi/core'
import { assertAccounts, assertChainId } from '../utils/validate.ts'

export function toAdapterAccounts(addresses: readonly string[]): AdapterAccount[] {
  return addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))
}

/**
 * The chain id is the wallet's, even when the app does not configure it (core shows "Unknown
 * Network"). Checked again here, for connectors we did not guard (an app's own wagmi config):
 * a NaN chain or a non-address rejects rather than reaching state.
 */
export function connectionResult(
  connection: Pick<Connection, 'accounts' | 'chainId' | 'connector'>,
): ConnectionResult {
  // A connector that is not the wallet itself (WalletConnect) names the wallet behind it.
  const wallet = (
    connection.connector as { sessionWallet?: () => ConnectedPeerWallet | undefined }
  ).sessionWallet?.()
  return {
    connectorId: connection.connector.id,
    accounts: toAdapterAccounts(assertAccounts(connection.accounts)),
    chainId: assertChainId(connection.chainId),
    ...(wallet ? { wallet } : {}),
  }
}
