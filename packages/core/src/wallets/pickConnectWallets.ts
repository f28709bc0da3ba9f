import { defaultFeaturedWalletsCount, recommendedWalletsPageSize } from '../constants.ts'
import type { AppKitFeatures } from '../options/appKitOptionsSchema.ts'
import type { WalletItem } from './buildWalletList.ts'

/**
 * The wallets of the first screen (Connect), in the list's order: every reachable wallet, the
 * first 4 featured and the first 4 recommended; the rest wait in All wallets.
 */
export function pickConnectWallets(wallets: readonly WalletItem[]): WalletItem[] {
  let featured = 0
  let recommended = 0
  return wallets.filter((wallet) => {
    if (wallet.group === 'featured') return featured++ < defaultFeaturedWalletsCount
    if (wallet.group === 'recommended') return recommended++ < recommendedWalletsPageSize
    return true
  })
}

/** The All wallets grid: every wallet but the WalletConnect QR row, which Connect offers. */
export function pickAllWallets(wallets: readonly WalletItem[]): WalletItem[] {
  return wallets.filter((wallet) => wallet.group !== 'walletConnect')
}

export type GetConnectWalletsLayoutParameters = {
  features: Pick<AppKitFeatures, 'allWallets' | 'collapseWallets' | 'emailShowWallets'>
  /** A phone (core's `isMobile`). */
  isMobile: boolean
  /** Connect offers the email login (`features.email` on and a frame client there). */
  emailShown: boolean
}

export type ConnectWalletsLayout = {
  /** Connect offers an "All wallets" entry: `allWallets` 'SHOW', or 'ONLY_MOBILE' on a phone. */
  showAllWallets: boolean
  /**
   * The wallets wait behind one "Continue with a wallet" button: `collapseWallets` on, or the
   * email login shown with `emailShowWallets` off.
   */
  collapseWallets: boolean
}

/** How Connect lays out its wallets, from the app's switches: what the modal and `useWallets` follow. */
export function getConnectWalletsLayout(parameters: GetConnectWalletsLayoutParameters): ConnectWalletsLayout {
  const { features, isMobile, emailShown } = parameters
  return {
    showAllWallets: features.allWallets === 'SHOW' || (features.allWallets === 'ONLY_MOBILE' && isMobile),
    collapseWallets: features.collapseWallets || (emailShown && !features.emailShowWallets),
  }
}
