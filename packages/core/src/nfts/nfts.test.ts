import { fixtures } from '@openappkit/testing/msw'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { mock } from '../adapters/mock.ts'
import type { Transaction } from '../api/history.ts'
import { createAppKit } from '../createAppKit.ts'
import { InvalidResponseError } from '../errors/rest.ts'
import { mainnet } from '../networks/evmNetworks.ts'
import { solana } from '../networks/solanaNetworks.ts'
import { nftHoldings } from './nftHoldings.ts'
import { nftHistoryPageLimit, nftsQueryOptions } from './nftsQueryOptions.ts'

const api = 'https://api.test'
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const fixture = JSON.stringify(fixtures.historyNfts)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function appKitWith(features: { history?: boolean } = {}) {
  return createAppKit({
    projectId: 'p',
    adapters: [mock()],
    storage: null,
    features,
    services: { blockchainApi: api, walletDirectory: false, analytics: false },
  })
}

const nft = (
  name: string | null,
  direction: 'in' | 'out',
  extra: { url?: string; spam?: boolean; numeric?: string; chain?: string; minedAt?: string } = {},
): Transaction => ({
  id: `${name}-${direction}-${extra.minedAt}`,
  metadata: {
    operationType: direction === 'in' ? 'receive' : 'send',
    hash: '0x',
    chain: extra.chain ?? 'eip155:1',
    minedAt: extra.minedAt ?? '2026-11-01T00:00:00Z',
    sentFrom: '0x1',
    sentTo: '0x2',
    status: 'confirmed',
  },
  transfers: [
    {
      nft_info: {
        name: name ?? undefined,
        content: extra.url ? { preview: { url: extra.url } } : undefined,
        flags: { is_spam: extra.spam ?? false },
      },
      direction,
      quantity: { numeric: extra.numeric ?? '1' },
    },
  ],
})

describe('nftHoldings (newest transaction first)', () => {
  test('in minus out: an NFT sent away is gone, one received again is back', () => {
    const url = 'https://img.test/a.png'
    expect(nftHoldings([nft('A #1', 'out', { url }), nft('A #1', 'in', { url })], 'eip155:1')).toEqual([])
    const back = nftHoldings(
      [
        nft('A #1', 'in', { url, minedAt: '2026-11-03T00:00:00Z' }),
        nft('A #1', 'out', { url, minedAt: '2026-11-02T00:00:00Z' }),
        nft('A #1', 'in', { url, minedAt: '2026-11-01T00:00:00Z' }),
      ],
      'eip155:1',
    )
    expect(back.map((n) => [n.name, n.quantity, n.receivedAt, n.imageUrl])).toEqual([
      ['A #1', 1, '2026-11-03T00:00:00Z', url],
    ])
  })

  test('same name, other image: two NFTs; editions add up; newest received first', () => {
    const held = nftHoldings(
      [
        nft('Pass', 'in', { url: 'https://img.test/p.png', numeric: '2', minedAt: '2026-11-05T00:00:00Z' }),
        nft('Pass', 'in', { url: 'https://img.test/q.png', minedAt: '2026-11-04T00:00:00Z' }),
        nft('Pass', 'in', { url: 'https://img.test/p.png', minedAt: '2026-11-03T00:00:00Z' }),
      ],
      'eip155:1',
    )
    expect(held.map((n) => [n.imageUrl, n.quantity])).toEqual([
      ['https://img.test/p.png', 3],
      ['https://img.test/q.png', 1],
    ])
  })

  test('spam hidden (a flag on any of its transfers), other chains ignored, unsafe images dropped', () => {
    const held = nftHoldings(
      [
        nft('Free claim', 'in', { url: 'https://img.test/c.png', spam: true }),
        nft('Later spam-flagged', 'in', { url: 'https://img.test/l.png', spam: true }),
        nft('Later spam-flagged', 'in', { url: 'https://img.test/l.png' }),
        nft('Elsewhere', 'in', { url: 'https://img.test/e.png', chain: 'eip155:10' }),
        nft('Script', 'in', { url: 'javascript:alert(1)' }),
        nft('Html', 'in', { url: 'data:text/html,<script>alert(1)</script>' }),
        nft(null, 'in'),
      ],
      'eip155:1',
    )
    expect(held.map((n) => [n.name, n.imageUrl])).toEqual([
      ['Script', undefined],
      ['Html', undefined],
    ])
  })
})

describe('nftsQueryOptions', () => {
  test('reads the hosted history as it is sent and lists what the account holds', async () => {
    const asked: URL[] = []
    server.use(
      http.get(`${api}/v1/account/:address/history`, ({ request }) => {
        asked.push(new URL(request.url))
        return new HttpResponse(fixture, { headers: { 'content-type': 'application/json' } })
      }),
    )
    const appKit = appKitWith()
    const held = await appKit.queryClient.fetchQuery(nftsQueryOptions(appKit, { address, network: mainnet }))
    expect(held.map((n) => [n.name, n.quantity, n.imageUrl, n.contentType])).toEqual([
      ['Drop Pass', 2, 'https://lh3.nft.test/pass', 'image/gif'],
      ['Untitled', 1, undefined, 'image/png'],
      ['Blank Canvas #3', 1, undefined, undefined],
    ])
    expect(asked.map((u) => [u.pathname, u.searchParams.get('chainId')])).toEqual([
      [`/v1/account/${address}/history`, 'eip155:1'],
    ])
  })

  test('follows the cursor, holding the list until the last page answers; stops after the page limit', async () => {
    const pages: (string | null)[] = []
    let release: (() => void) | undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.get(`${api}/v1/account/:address/history`, async ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor')
        pages.push(cursor)
        const n = Number(cursor ?? 0)
        if (n === 1) await held
        const url = `https://img.test/${n}.png`
        return HttpResponse.json({
          data: [{ ...nft(`N #${n}`, 'in', { url }), id: `t${n}` }],
          next: String(n + 1),
        })
      }),
    )
    const appKit = appKitWith()
    const options = nftsQueryOptions(appKit, { address, network: mainnet })
    const result = appKit.queryClient.fetchQuery(options)
    await expect.poll(() => pages.length).toBe(2)
    expect(appKit.queryClient.getQueryState(options.queryKey)?.status).toBe('pending')
    release?.()
    const list = await result
    expect(pages).toEqual([null, ...Array.from({ length: nftHistoryPageLimit - 1 }, (_, i) => String(i + 1))])
    expect(list.map((n) => n.name)).toEqual(['N #0', 'N #1', 'N #2', 'N #3', 'N #4'])
  })

  test('a garbage page fails the list (no half list), and a later answer is read again', async () => {
    let garbage = true
    server.use(
      http.get(`${api}/v1/account/:address/history`, () =>
        garbage
          ? HttpResponse.json({ data: 'nope' })
          : new HttpResponse(fixture, { headers: { 'content-type': 'application/json' } }),
      ),
    )
    const appKit = appKitWith()
    const options = nftsQueryOptions(appKit, { address, network: mainnet })
    await expect(appKit.queryClient.fetchQuery(options)).rejects.toBeInstanceOf(InvalidResponseError)
    garbage = false
    expect(await appKit.queryClient.fetchQuery(options)).toHaveLength(3)
  })

  test('idle with the history feature off, without an address, or off EVM', () => {
    const appKit = appKitWith()
    expect(nftsQueryOptions(appKit, { address, network: mainnet }).enabled).toBe(true)
    expect(nftsQueryOptions(appKit, { address: undefined, network: mainnet }).enabled).toBe(false)
    expect(nftsQueryOptions(appKit, { address, network: solana }).enabled).toBe(false)
    const off = appKitWith({ history: false })
    expect(nftsQueryOptions(off, { address, network: mainnet }).enabled).toBe(false)
  })
})
