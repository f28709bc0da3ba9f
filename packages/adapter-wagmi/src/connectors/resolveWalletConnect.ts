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

/** Whether `option` is options for a session of the adapter's own (not a session, not off). */
export function isWalletConnectOptions(option: WalletConnectOption): boolean {
  return option !== undefined && option !== false && !isWalletConnect(option)
}

/**
 * The session the WalletConnect connector runs on: the app's shared one (`createWalletConnect`,
 * also handed to the Solana adapter), or one of the adapter's own from a project id and options.
 * Without a project id there is none yet: `createAppKit`'s projectId makes it later, with these
 * options (`useProjectId`); with none at all WalletConnect stays off and the app shows the
 * "Project ID Not Configured" alert.
 */
export function resolveWalletConnect(
  projectId: string | undefined,
  option: WalletConnectOption,
): WalletConnect | undefined {
  if (option === false) return undefined
  if (isWalletConnect(option)) return option
  return projectId ? createWalletConnect({ projectId, ...(option ?? {}) }) : undefined
}
