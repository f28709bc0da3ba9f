import type { ConnectWalletParameters } from '../actions/connectWallet.ts'
import type { AppKit } from '../appKit.ts'
import { connectWalletOnce } from '../wallets/connectWalletOnce.ts'

/** Connects a wallet of the headless list; pending and error states come from react-query. */
export function connectWalletMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'connectWallet'] as const,
    mutationFn: (parameters: ConnectWalletParameters) => connectWalletOnce(appKit, parameters),
  }
}
