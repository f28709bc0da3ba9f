import type { View, WalletItem } from '../../exports/index'

/**
 * Which connecting view a wallet opens: its own connector when an adapter can reach it
 * (extension, announced), the basic QR for the WalletConnect entry, else a WalletConnect pairing
 * shown for that wallet.
 */
export function connectingViewFor(wallet: WalletItem): View {
  if (wallet.connector?.type === 'WALLET_CONNECT') return 'ConnectingWalletConnectBasic'
  if (wallet.connector) return 'ConnectingExternal'
  return 'ConnectingWalletConnect'
}

/** The wallet a connecting view was opened for, from the router data. */
export function walletFromRouterData(
  data: Readonly<Record<string, unknown>> | undefined,
): WalletItem | undefined {
  const wallet = data?.wallet
  return typeof wallet === 'object' && wallet !== null && 'id' in wallet && 'name' in wallet
    ? (wallet as WalletItem)
    : undefined
}

/** A refusal in the wallet (EIP-1193 4001), anywhere in the error's cause chain. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    const candidate = current as { name?: unknown; code?: unknown; cause?: unknown }
    if (candidate.name === 'UserRejectedRequestError' || candidate.code === 4001) return true
    current = candidate.cause
  }
  return false
}

/** The short sentence of an SDK or wallet error, for the line under "Connection failed". */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object') {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string') return shortMessage
    if (typeof message === 'string') return message
  }
  return ''
}
