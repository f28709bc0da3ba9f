import { expect, test } from 'vitest'
import type { WalletItem } from './buildWalletList.ts'
import { pickConnectWallets } from './pickConnectWallets.ts'

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
