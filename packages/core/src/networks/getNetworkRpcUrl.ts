import type { CaipNetwork } from './types'

/**
 * With a project id and the rpc service on, chain calls go through the service
 * (`{host}/v1/?chainId={caipNetworkId}&projectId={id}`); otherwise to the network's own first URL.
 */
export function getNetworkRpcUrl(
  network: CaipNetwork,
  options: { projectId?: string | undefined; rpcHost?: string | false | undefined },
): string | undefined {
  if (options.projectId && options.rpcHost) {
    const host = options.rpcHost.replace(/\/+$/, '')
    return `${host}/v1/?chainId=${network.caipNetworkId}&projectId=${encodeURIComponent(options.projectId)}`
  }
  return network.rpcUrls.default.http[0]
}
