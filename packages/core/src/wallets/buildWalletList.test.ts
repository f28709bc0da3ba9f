import { describe, expect, test } from 'vitest'
import type { Connector } from '../adapters/types'
import { defaultConnectorTypeOrder } from '../options/defaults'
import { buildWalletList } from './buildWalletList'

const connector = (id: string, type: Connector['type'], rdns?: string): Connector => ({
  id,
  type,
  name: `${id} wallet`,
  chain: 'eip155',
  ...(rdns ? { info: { rdns } } : {}),
})

describe('buildWalletList', () => {
  const connectors = [
    connector('io.metal', 'ANNOUNCED', 'io.metal'),
    connector('walletConnect', 'WALLET_CONNECT'),
    connector('auth', 'AUTH'),
    connector('ledgerish', 'EXTERNAL'),
  ]
  const directory = [
    { id: 'metal-id', name: 'Metal', rdns: 'io.metal', image_url: 'https://img/metal.png' },
    { id: 'zen', name: 'Zen' },
    { id: 'blocked', name: 'Blocked' },
    { id: 'feat', name: 'Feat' },
  ]

  test('follows the default connector order and lists each wallet once', () => {
    const list = buildWalletList({
      connectors,
      recent: [{ id: 'zen', name: 'Zen' }],
      featured: [{ id: 'feat', name: 'Feat' }],
      custom: [{ id: 'mine', name: 'My Wallet' }],
      directory,
      order: defaultConnectorTypeOrder,
      excludeIds: ['blocked'],
    })
    expect(list.map((w) => [w.group, w.id])).toEqual([
      ['walletConnect', 'walletConnect'],
      ['recent', 'zen'],
      ['injected', 'io.metal'],
      ['featured', 'feat'],
      ['custom', 'mine'],
      ['external', 'ledgerish'],
    ])
    // The announced wallet carries its directory listing (and image) and is not repeated.
    expect(list[2]?.listing?.id).toBe('metal-id')
    expect(list[2]?.imageUrl).toBe('https://img/metal.png')
  })

  test('an app order is obeyed, and an installed directory wallet connects through its connector', () => {
    const list = buildWalletList({
      connectors: [connector('io.metal', 'ANNOUNCED', 'io.metal')],
      directory,
      order: ['recommended', 'injected'],
    })
    expect(list.map((w) => w.id)).toEqual(['metal-id', 'zen', 'blocked', 'feat'])
    expect(list[0]?.connector?.id).toBe('io.metal')
    expect(list[1]?.connector).toBeUndefined()
  })

  test('a search keeps matching names; directory results are taken as searched', () => {
    const list = buildWalletList({
      connectors: [
        connector('io.metal', 'ANNOUNCED', 'io.metal'),
        connector('walletConnect', 'WALLET_CONNECT'),
      ],
      custom: [{ id: 'mine', name: 'My Wallet' }],
      directory: [{ id: 'zen', name: 'Zen' }],
      order: defaultConnectorTypeOrder,
      search: 'METAL',
    })
    expect(list.map((w) => w.id)).toEqual(['io.metal', 'zen'])
  })
})
