import type { ConnectWalletParameters } from '../actions/connectWallet'
import type { AppKit } from '../appKit'
import { connectWalletOnce } from '../wallets/connectWalletOnce'

/** Connects a wallet of the headless list; pending and error states come from react-query. */
export function connectWalletMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'connectWallet'] as const,
    mutationFn: (parameters: ConnectWalletParameters) => connectWalletOnce(appKit, parameters),
  }
}
