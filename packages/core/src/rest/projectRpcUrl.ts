import type { CaipNetworkId } from '../networks/types.ts'
import { buildRestUrl, type RestContext } from './restUrl.ts'

/**
 * The project's chain RPC for a network, `{services.rpc}/v1/?chainId=…&projectId=…`, or undefined
 * when `services.rpc` is false or there is no project id (the network's own URLs alone then).
 */
export function projectRpcUrl(context: RestContext, caipNetworkId: CaipNetworkId): string | undefined {
  if (context.options.services.rpc === false || !context.options.projectId) return undefined
  return buildRestUrl(context, 'rpc', '/v1/', { chainId: caipNetworkId }).toString()
}
