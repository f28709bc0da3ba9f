import { constants } from '@openappkit/core/internal'
import type { Transport } from '@wagmi/core'
import { fallback, http } from 'viem'

/** The project's chain RPC URL for a network (core's `services.rpc`), when there is one. */
export type ProjectRpc = (caipNetworkId: `eip155:${number}`) => string | undefined

/**
 * One transport per chain. A transport the app gave is kept as is. Otherwise the project's RPC
 * comes first and the chain's own URLs after it, in the app's order, each tried when the one
 * before fails. The project's URL is read when wagmi makes the chain's client: `createAppKit`
 * may give it after this config exists.
 */
export function createTransports(
  chains: readonly { id: number; rpcUrls: { default: { http: readonly string[] } } }[],
  given: Readonly<Record<number, Transport>> = {},
  projectRpc: () => ProjectRpc | undefined = () => undefined,
): Record<number, Transport> {
  const transports: Record<number, Transport> = {}
  for (const chain of chains) {
    transports[chain.id] =
      given[chain.id] ??
      ((parameters) => {
        const project = projectRpc()?.(`eip155:${chain.id}`)
        const urls = [...(project ? [project] : []), ...chain.rpcUrls.default.http]
        const each = urls.map((url) =>
          http(url, {
            timeout: constants.rpcTransportTimeoutMs,
            batch: { batchSize: constants.rpcBatchSize },
          }),
        )
        return (each.length > 1 ? fallback(each) : (each[0] ?? http()))(parameters)
      })
  }
  return transports
}
