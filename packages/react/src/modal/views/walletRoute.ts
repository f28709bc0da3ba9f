import type { View, WalletItem } from '@openappkit/core'

/**
 * Which connecting view a wallet opens: its own connector when an adapter can reach it
 * (extension, announced), the basic QR for the WalletConnect entry, else a WalletConnect pairing
 * shown for that wallet. A recent extension that is gone opens the extension view, which says it
 * is not installed: it is never paired by QR under its name.
 */
export function connectingViewFor(wallet: WalletItem): View {
  if (wallet.connector?.type === 'WALLET_CONNECT') return 'ConnectingWalletConnectBasic'
  if (wallet.connector || wallet.notInstalled) return 'ConnectingExternal'
  return 'ConnectingWalletConnect'
}

/** The views that show a WalletConnect pairing (a QR code or a deep link) while a phone decides. */
export function isPairingView(view: View): boolean {
  return view === 'ConnectingWalletConnect' || view === 'ConnectingWalletConnectBasic'
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

/** The short sentence of an SDK or wallet error, for the line under "Connection failed", "Failed"… */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object') {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string') return shortMessage
    if (typeof message === 'string') return message
  }
  return ''
}
