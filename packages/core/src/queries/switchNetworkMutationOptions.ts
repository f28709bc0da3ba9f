import { switchNetwork } from '../actions/switchNetwork.ts'
import type { AppKit } from '../appKit.ts'
import type { CaipNetwork } from '../networks/types.ts'

export function switchNetworkMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'switchNetwork'] as const,
    mutationFn: (network: CaipNetwork) => switchNetwork(appKit, network),
  }
}
