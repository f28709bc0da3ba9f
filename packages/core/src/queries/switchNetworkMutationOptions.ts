import { switchNetwork } from '../actions/switchNetwork'
import type { AppKit } from '../appKit'
import type { CaipNetwork } from '../networks/types'

export function switchNetworkMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'switchNetwork'] as const,
    mutationFn: (network: CaipNetwork) => switchNetwork(appKit, network),
  }
}
