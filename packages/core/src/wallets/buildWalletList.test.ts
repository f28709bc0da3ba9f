import { describe, expect, test } from 'vitest'
import type { Connector } from '../adapters/types.ts'
import { defaultConnectorTypeOrder } from '../options/defaults.ts'
import { buildWalletList } from './buildWalletList.ts'

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

test('a wallet on both namespaces, connected while EVM led its row, is the installed recent row when Solana leads', () => {
  const evm = connector('io.both', 'ANNOUNCED', 'io.both')
  const solana: Connector = { id: 'Both', type: 'ANNOUNCED', name: 'Both', chain: 'solana' }
  const merged = { id: 'Both', type: 'MULTI_CHAIN', name: 'Both', chain: 'solana', connectors: [solana, evm] }
  const list = buildWalletList({
    connectors: [merged as Connector],
    recent: [{ id: 'io.both', name: 'Both' }],
    order: defaultConnectorTypeOrder,
  })
  expect(list).toHaveLength(1)
  expect(list[0]).toMatchObject({ group: 'recent', id: 'Both', connector: merged })
  expect(list[0]?.notInstalled).toBeUndefined()
})

describe('a recent wallet that is not on the page now', () => {
  const order = defaultConnectorTypeOrder

  test('an extension seen before and gone is not installed, and offers no pairing under its name', () => {
    const list = buildWalletList({
      connectors: [connector('walletConnect', 'WALLET_CONNECT')],
      recent: [{ id: 'io.gone', name: 'Gone Wallet' }],
      directory: [
        { id: 'gone-id', name: 'Gone Wallet', rdns: 'io.gone', chrome_store: 'https://store/gone' },
      ],
      order,
    })
    const recent = list.find((w) => w.group === 'recent')
    expect(recent).toMatchObject({ name: 'Gone Wallet', notInstalled: true })
    expect(recent?.connector).toBeUndefined()
  })

  test('a recent wallet the directory does not know is not installed either', () => {
    const [recent] = buildWalletList({
      connectors: [],
      recent: [{ id: 'io.unknown', name: 'Unknown' }],
      order,
    })
    expect(recent?.notInstalled).toBe(true)
  })

  test('the directory saying it has an app (mobile, desktop or web link) keeps the pairing', () => {
    const list = buildWalletList({
      connectors: [],
      recent: [
        { id: 'io.phone', name: 'Phone Wallet' },
        { id: 'web-id', name: 'Web Wallet' },
      ],
      directory: [
        { id: 'phone-id', name: 'Phone Wallet', rdns: 'io.phone', mobile_link: 'phone://' },
        { id: 'web-id', name: 'Web Wallet', webapp_link: 'https://web.wallet.test' },
      ],
      order,
    })
    expect(list.filter((w) => w.group === 'recent').map((w) => [w.id, w.notInstalled])).toEqual([
      ['phone-id', undefined],
      ['web-id', undefined],
    ])
  })

  test('an unsafe link is not an app to pair with', () => {
    const [recent] = buildWalletList({
      connectors: [],
      recent: [{ id: 'evil', name: 'Evil' }],
      directory: [{ id: 'evil', name: 'Evil', mobile_link: 'javascript:alert(1)' }],
      order,
    })
    expect(recent?.notInstalled).toBe(true)
  })

  test('installed again, it is the connector as before', () => {
    const [recent] = buildWalletList({
      connectors: [connector('io.gone', 'ANNOUNCED', 'io.gone')],
      recent: [{ id: 'io.gone', name: 'Gone Wallet' }],
      order,
    })
    expect(recent).toMatchObject({ group: 'recent', connector: { id: 'io.gone' } })
    expect(recent?.notInstalled).toBeUndefined()
  })
})
