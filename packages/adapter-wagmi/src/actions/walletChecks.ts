import { type Config, ConnectorAccountNotFoundError } from '@wagmi/core'
import { getAddress } from 'viem'
import { NotConnectedError, WalletOnOtherNetworkError } from '../errors/walletErrors.ts'

/** wagmi's current connection, if any. */
export function currentConnection(config: Config) {
  return config.state.current ? config.state.connections.get(config.state.current) : undefined
}

/**
 * A request from `account` needs a connection that holds it. Checked before the wallet is asked
 * anything, with wagmi's own error: wagmi's actions make the same check only after asking the
 * wallet its chain.
 */
export function requireAccount(config: Config, account: string, action: string): void {
  const connection = currentConnection(config)
  if (!connection) throw new NotConnectedError(action)
  if (!connection.accounts.some((a) => a.toLowerCase() === account.toLowerCase()))
    throw new ConnectorAccountNotFoundError({ address: getAddress(account), connector: connection.connector })
}

/**
 * A send or batch names its network, and the wallet must be on it: otherwise it fails here,
 * naming both chains, before the user is asked anything. (viem checks a send's chain with an
 * error that reads as a failed send, and does not check a batch's at all.)
 */
export async function requireWalletChain(config: Config, chainId: number): Promise<void> {
  const connection = currentConnection(config)
  if (!connection) throw new NotConnectedError('sending')
  const walletChainId = await connection.connector.getChainId()
  if (walletChainId !== chainId) throw new WalletOnOtherNetworkError(walletChainId, chainId)
}
