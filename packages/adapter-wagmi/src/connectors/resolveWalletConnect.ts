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
 * `owned` says whether the adapter made it (and so closes nothing it does not own).
 */
export function resolveWalletConnect(
  projectId: string | undefined,
  option: WalletConnectOption,
): { session: WalletConnect; owned: boolean } | undefined {
  if (option === false) return undefined
  if (isWalletConnect(option)) return { session: option, owned: false }
  if (!projectId) return undefined
  return { session: createWalletConnect({ projectId, ...(option ?? {}) }), owned: true }
}
