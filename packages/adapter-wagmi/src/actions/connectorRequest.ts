import type { Config } from '@wagmi/core'
import type { Address } from 'viem'
import type { ActionKit } from './actionKit'

export type WalletRequestFunction = (arguments_: {
  method: string
  params?: readonly unknown[]
}) => Promise<unknown>

/**
 * Requests to the connected wallet from `account`, after the checks wagmi's getConnectorClient
 * made, with its words: a connection, the account one of the connection's, the connector asked
 * its chain (and, unless `anyChain`, on the connection's). The requests go to the connector's
 * provider as they are, not retried, as wagmi's client sent them. Made here so that wagmi's
 * client code and viem's are not bundled (README, "Loaded on use").
 */
export async function connectorRequest(
  { getAddress }: ActionKit,
  config: Config,
  target: { account: Address; chainId?: number; anyChain?: boolean },
): Promise<WalletRequestFunction> {
  const connection = config.state.current ? config.state.connections.get(config.state.current) : undefined
  if (!connection) throw new Error('Connector not connected.')
  const { connector } = connection
  // The account first (wagmi asked the chain first): refused, the wallet is asked nothing at all.
  const address = getAddress(target.account)
  if (!connection.accounts.some((a) => a.toLowerCase() === address.toLowerCase()))
    throw new Error(`Account "${address}" not found for connector "${connector.name}".`)
  const chainId = target.chainId ?? connection.chainId
  const connectorChainId = await connector.getChainId()
  if (!target.anyChain && connectorChainId !== chainId)
    throw new Error(
      `The current chain of the connector (id: ${connectorChainId}) does not match the connection's chain (id: ${chainId}).`,
    )
  const provider = (await connector.getProvider({ chainId })) as { request: WalletRequestFunction }
  return (arguments_) => provider.request(arguments_)
}
