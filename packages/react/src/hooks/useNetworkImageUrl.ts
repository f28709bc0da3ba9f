'use client'
import type { CaipNetwork } from '@openappkit/core'
import { networkImageUrl } from '@openappkit/core/internal'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * A network's icon: its `assets.imageUrl`, else the directory's asset image for its
 * `assets.imageId` (with the project id, sdk type and version); undefined when it has neither.
 */
export function useNetworkImageUrl(network: CaipNetwork | undefined): string | undefined {
  return networkImageUrl(useAppKitInstance('useNetworkImageUrl'), network)
}
