import type { AppKit } from '../appKit.ts'
import type { CaipNetworkId } from '../networks/types.ts'
import { supportedChainsQueryOptions } from '../queries/supportedChainsQueryOptions.ts'

/**
 * Whether the blockchain data service answers for a network (its supported-chains list, cached).
 * False with the service off. When the list itself cannot be read the network counts as
 * supported: the call that follows then reports its own failure instead of a guess.
 */
export async function isServiceNetwork(appKit: AppKit, caipNetworkId: CaipNetworkId): Promise<boolean> {
  if (appKit.options.services.blockchainApi === false) return false
  try {
    const { http } = await appKit.queryClient.fetchQuery(supportedChainsQueryOptions(appKit))
    return http.includes(caipNetworkId)
  } catch {
    return true
  }
}
