import { describe, expect, test } from 'vitest'
import type { WalletItem } from './buildWalletList.ts'
import {
  type GetConnectWalletsLayoutParameters,
  getConnectWalletsLayout,
  pickAllWallets,
  pickConnectWallets,
} from './pickConnectWallets.ts'

const item = (group: WalletItem['group'], n: number): WalletItem => ({
  id: `${group}-${n}`,
  name: `${group} ${n}`,
  group,
})

test('Connect keeps the list order, every reachable wallet, the first 4 featured and the first 4 recommended', () => {
  const list = [
    item('walletConnect', 1),
    item('recent', 1),
    item('recent', 2),
    item('injected', 1),
    ...[1, 2, 3, 4, 5, 6].map((n) => item('featured', n)),
    item('custom', 1),
    item('external', 1),
    ...[1, 2, 3, 4, 5, 6, 7].map((n) => item('recommended', n)),
  ]
  expect(pickConnectWallets(list).map((w) => w.id)).toEqual([
    'walletConnect-1',
    'recent-1',
    'recent-2',
    'injected-1',
    'featured-1',
    'featured-2',
    'featured-3',
    'featured-4',
    'custom-1',
    'external-1',
    'recommended-1',
    'recommended-2',
    'recommended-3',
    'recommended-4',
  ])
})

test('All wallets lists every wallet but the WalletConnect QR row', () => {
  const list = [item('walletConnect', 1), item('injected', 1), item('recommended', 1)]
  expect(pickAllWallets(list).map((w) => w.id)).toEqual(['injected-1', 'recommended-1'])
})

describe('getConnectWalletsLayout: the All wallets entry and the collapsed list', () => {
  const features = { allWallets: 'SHOW', collapseWallets: false, emailShowWallets: true } as const
  type Patch = Partial<Omit<GetConnectWalletsLayoutParameters, 'features'>> & {
    features?: Partial<GetConnectWalletsLayoutParameters['features']>
  }
  const layout = (patch: Patch = {}) =>
    getConnectWalletsLayout({
      isMobile: false,
      emailShown: false,
      ...patch,
      features: { ...features, ...patch.features },
    })

  test('allWallets: SHOW everywhere, HIDE nowhere, ONLY_MOBILE on a phone only', () => {
    expect(layout().showAllWallets).toBe(true)
    expect(layout({ features: { allWallets: 'HIDE' }, isMobile: true }).showAllWallets).toBe(false)
    expect(layout({ features: { allWallets: 'ONLY_MOBILE' } }).showAllWallets).toBe(false)
    expect(layout({ features: { allWallets: 'ONLY_MOBILE' }, isMobile: true }).showAllWallets).toBe(true)
  })

  test('collapsed with collapseWallets, or with the email login shown and emailShowWallets off', () => {
    expect(layout().collapseWallets).toBe(false)
    expect(layout({ features: { collapseWallets: true } }).collapseWallets).toBe(true)
    expect(layout({ features: { emailShowWallets: false }, emailShown: true }).collapseWallets).toBe(true)
    // No email entry to stand beside: the wallets are the only way in, so they show.
    expect(layout({ features: { emailShowWallets: false }, emailShown: false }).collapseWallets).toBe(false)
  })
})
