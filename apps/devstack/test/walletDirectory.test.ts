import {
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  apiErrorSchema,
  getWalletsResponseSchema,
} from '@openappkit/core/api'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { listen, type RunningServer } from '../src/http.ts'
import { Projects } from '../src/projects.ts'
import { loadTestWallets, walletDirectory } from '../src/services/walletDirectory.ts'
import { getJson, request, withQuery } from './helpers.ts'

// The directory needs no chain, so this file serves it alone.
let server: RunningServer
const all = loadTestWallets()
const SOLANA_LOCAL = 'solana:devstackLocalTestChain'
const url = (path: string, query: Record<string, string | undefined> = {}) =>
  withQuery(server.url, path, { projectId: 'p1', st: 'appkit', sv: 'test', ...query })

beforeAll(async () => {
  const projects = new Projects({
    locked: { allowedOrigins: ['https://*.example.com'], isAnalyticsEnabled: false },
  })
  server = await listen(
    walletDirectory({ projects, localChains: ['eip155:31337', SOLANA_LOCAL] }).router,
    '127.0.0.1',
    0,
  )
})
afterAll(() => server.close())

describe('getWallets', () => {
  test('pages through every wallet in order, with the total count', async () => {
    const first = await getJson(url('/getWallets', { page: '1', entries: '40' }), getWalletsResponseSchema)
    const second = await getJson(url('/getWallets', { page: '2', entries: '40' }), getWalletsResponseSchema)
    expect(first.count).toBe(all.length)
    expect(first.data).toHaveLength(40)
    expect(second.data).toHaveLength(all.length - 40)
    expect([...first.data, ...second.data].map((w) => w.id)).toEqual(all.map((w) => w.id))
    const beyond = await getJson(url('/getWallets', { page: '9', entries: '40' }), getWalletsResponseSchema)
    expect(beyond).toEqual({ data: [], count: all.length })
  })

  test('searches names, case-insensitively', async () => {
    const found = await getJson(url('/getWallets', { search: 'VAULT' }), getWalletsResponseSchema)
    expect(found.count).toBeGreaterThan(0)
    expect(found.data.every((w) => /vault/i.test(w.name))).toBe(true)
    expect(found.count).toBe(all.filter((w) => /vault/i.test(w.name)).length)
    expect(await getJson(url('/getWallets', { search: 'no such wallet' }), getWalletsResponseSchema)).toEqual(
      {
        data: [],
        count: 0,
      },
    )
  })

  test('include, exclude, chains and badge_type filter the list', async () => {
    const [a, b, c] = all
    const included = await getJson(
      url('/getWallets', { include: `${a?.id},${b?.id}` }),
      getWalletsResponseSchema,
    )
    expect(included.data.map((w) => w.id)).toEqual([a?.id, b?.id])
    const excluded = await getJson(
      url('/getWallets', { exclude: `${c?.id}`, entries: '100' }),
      getWalletsResponseSchema,
    )
    expect(excluded.count).toBe(all.length - 1)
    expect(excluded.data.map((w) => w.id)).not.toContain(c?.id)

    const solana = await getJson(
      url('/getWallets', { chains: SOLANA_LOCAL, entries: '100' }),
      getWalletsResponseSchema,
    )
    const solanaWallets = all.filter((w) => w.chains?.some((ch) => ch.startsWith('solana:')))
    expect(solana.count).toBe(solanaWallets.length)
    expect(solana.count).toBeLessThan(all.length)
    expect(solana.data.every((w) => w.chains?.includes(SOLANA_LOCAL))).toBe(true)

    const certified = await getJson(
      url('/getWallets', { badge_type: 'certified', entries: '100' }),
      getWalletsResponseSchema,
    )
    expect(certified.count).toBe(all.filter((w) => w.badge_type === 'certified').length)
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
  })

  test("each listing's image id names an image the directory serves to a project", async () => {
    const { data } = await getJson(url('/getWallets', { entries: '1' }), getWalletsResponseSchema)
    expect(data[0]?.image_url).toBeUndefined()
    const path = `/getWalletImage/${data[0]?.image_id}`
    const res = await fetch(url(path, {}))
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(await res.text()).toMatch(/^<svg /)
    // Without the project id, as the hosted directory: refused.
    expect((await request(`${server.url}${path}`)).status).toBe(400)
  })

  test('bad paging gets 400', async () => {
    for (const query of [
      { page: '0' },
      { page: 'x' },
      { entries: '-5' },
      { badge_type: 'gold' },
      { projectId: '' },
    ]) {
      const res = await request(url('/getWallets', query))
      expect(res.status).toBe(400)
      expect(apiErrorSchema.parse(res.body).status).toBe('FAILED')
    }
  })
})

describe('project config and images', () => {
  test('origins and analytics config come from the project', async () => {
    const defaults = await getJson(url('/projects/v1/origins'), allowedOriginsResponseSchema)
    expect(defaults.allowedOrigins).toContain('http://localhost:*')
    const locked = await getJson(
      url('/projects/v1/origins', { projectId: 'locked' }),
      allowedOriginsResponseSchema,
    )
    expect(locked.allowedOrigins).toEqual(['https://*.example.com'])
    expect(await getJson(url('/getAnalyticsConfig'), analyticsConfigResponseSchema)).toEqual({
      isAnalyticsEnabled: true,
    })
    expect(
      await getJson(url('/getAnalyticsConfig', { projectId: 'locked' }), analyticsConfigResponseSchema),
    ).toEqual({
      isAnalyticsEnabled: false,
    })
  })

  test('an origin off the project allowlist gets 403; a matching wildcard passes', async () => {
    const denied = await request(url('/getWallets', { projectId: 'locked' }), {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(denied.status).toBe(403)
    const allowed = await fetch(url('/getWallets', { projectId: 'locked' }), {
      headers: { origin: 'https://app.example.com' },
    })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com')
  })

  test('the allowlist itself answers any origin: an SDK on a refused page reads it to say why', async () => {
    const refused = await fetch(url('/projects/v1/origins', { projectId: 'locked' }), {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(refused.status).toBe(200)
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(allowedOriginsResponseSchema.parse(await refused.json()).allowedOrigins).toEqual([
      'https://*.example.com',
    ])
  })

  test('asset, currency and token images are generated; unknown wallet images are 404', async () => {
    for (const path of [
      '/public/getAssetImage/eip155-1',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/ETH',
    ]) {
      const res = await fetch(`${server.url}${path}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
    }
    expect((await request(url('/getWalletImage/unknown', {}))).status).toBe(404)
  })
})
