import { defaultFeaturedWalletsCount, recommendedWalletsPageSize } from '../constants.ts'
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
