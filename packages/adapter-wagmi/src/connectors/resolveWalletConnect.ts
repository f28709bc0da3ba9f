import { BaseError } from '@openappkit/core'
import {
  type CreateWalletConnectParameters,
  createWalletConnect,
  type WalletConnect,
} from '@openappkit/walletconnect'

export type WalletConnectOption =
  | false
  | WalletConnect
  | Pick<CreateWalletConnectParameters, 'relayUrl' | 'metadata' | 'customStoragePrefix' | 'storage'>
  | undefined

function isWalletConnect(option: WalletConnectOption): option is WalletConnect {
  return typeof (option as { join?: unknown } | undefined)?.join === 'function'
}

/**
 * The session the WalletConnect connector runs on: the app's shared one (`createWalletConnect`,
 * also handed to the Solana adapter), or one of the adapter's own from `projectId` and options.
 */
export function resolveWalletConnect(
  projectId: string | undefined,
  option: WalletConnectOption,
): WalletConnect | undefined {
  if (option === false) return undefined
  if (isWalletConnect(option)) return option
  if (!projectId) {
    // Options without a project id would otherwise be accepted and mean "no WalletConnect".
    if (option) {
      throw new BaseError(
        'createWagmiAdapter: `walletConnect` options need a `projectId` (or pass a session from createWalletConnect)',
      )
    }
    return undefined
  }
  return createWalletConnect({ projectId, ...(option ?? {}) })
}
