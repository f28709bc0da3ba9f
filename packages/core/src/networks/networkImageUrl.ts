import { directoryImageUrl } from '../rest/directoryImageUrl.ts'
import type { RestContext } from '../rest/restUrl.ts'
import { safeImageUrl } from '../wallets/safeImageUrl.ts'
import type { CaipNetwork } from './types.ts'

/**
 * A network's icon: the app's own `assets.imageUrl` when it is one we accept, else the directory's
 * asset image for `assets.imageId`; undefined when there is neither.
 */
export function networkImageUrl(context: RestContext, network: CaipNetwork | undefined): string | undefined {
  const assets = network?.assets
  return safeImageUrl(assets?.imageUrl) ?? directoryImageUrl(context, 'asset', assets?.imageId)
}
