import { readFileSync } from 'node:fs'
import {
  type AllowedOriginsResponse,
  type AnalyticsConfigResponse,
  type GetWalletsResponse,
  getWalletsQuerySchema,
  sdkQuerySchema,
  type WalletListing,
  walletListingSchema,
} from '@openappkit/core/api'
import { z } from 'zod'
import { notFound, parse, type Reply, Router } from '../http.ts'
import type { Projects } from '../projects.ts'
import { initials, placeholderSvg } from './images.ts'

// The wallet directory: invented test wallets (src/directory/wallets.json), the project's origin
// allowlist and analytics switch, and generated images.

export interface WalletDirectoryDeps {
  projects: Projects
  /**
   * Local chains (CAIP-2) the listed wallets also support, per namespace; a wallet that lists
   * any chain of the namespace gets them, so filters by the devstack chains find wallets.
   */
  localChains?: string[]
  wallets?: WalletListing[]
}

export function loadTestWallets(): WalletListing[] {
  const raw = JSON.parse(readFileSync(new URL('../directory/wallets.json', import.meta.url), 'utf8'))
  return z.array(walletListingSchema).parse(raw)
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

export function walletDirectory(deps: WalletDirectoryDeps): { router: Router; wallets: WalletListing[] } {
  const local = deps.localChains ?? []
  const wallets = (deps.wallets ?? loadTestWallets())
    .map((w) => {
      const namespaces = new Set((w.chains ?? []).map((c) => c.split(':')[0]))
      const extra = local.filter((c) => namespaces.has(c.split(':')[0]) && !w.chains?.includes(c))
      return { ...w, chains: [...(w.chains ?? []), ...extra] }
    })
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
  const byImage = new Map(wallets.map((w) => [w.image_id, w]))
  // The allowlist itself is public: an SDK on a page the project does not allow reads it to say why.
  const router = new Router({
    projects: deps.projects,
    publicPrefixes: ['/getWalletImage/', '/public/', '/projects/v1/origins'],
  })
  const svg = (body: string): Reply => ({
    body,
    contentType: 'image/svg+xml',
    headers: { 'Cache-Control': 'public, max-age=86400' },
  })

  router.get('/getWallets', (req) => {
    const q = parse(getWalletsQuerySchema, req.query, 'query')
    const page = Number(q.page)
    const entries = Math.min(Number(q.entries), 100)
    const include = list(q.include)
    const exclude = new Set(list(q.exclude))
    const chains = list(q.chains)
    const search = q.search?.trim().toLowerCase()
    const matches = wallets.filter(
      (w) =>
        (include.length === 0 || include.includes(w.id)) &&
        !exclude.has(w.id) &&
        (chains.length === 0 || chains.some((c) => w.chains.includes(c))) &&
        (!search || w.name.toLowerCase().includes(search)) &&
        (q.badge_type !== 'certified' || w.badge_type === 'certified'),
    )
    // Listings carry `image_id` only, as the hosted directory's do: the SDK builds the image URL
    // (with the project id the image route requires).
    const data = matches.slice((page - 1) * entries, page * entries).map(({ image_url: _, ...w }) => w)
    return { json: { data, count: matches.length } satisfies GetWalletsResponse }
  })

  router.get('/projects/v1/origins', (req) => {
    const { projectId } = parse(sdkQuerySchema, req.query, 'query')
    return {
      json: { allowedOrigins: deps.projects.get(projectId).allowedOrigins } satisfies AllowedOriginsResponse,
    }
  })

  router.get('/getAnalyticsConfig', (req) => {
    const { projectId } = parse(sdkQuerySchema, req.query, 'query')
    return {
      json: {
        isAnalyticsEnabled: deps.projects.get(projectId).isAnalyticsEnabled,
      } satisfies AnalyticsConfigResponse,
    }
  })

  // Like the hosted directory, a wallet logo is served to a project: `projectId` is required
  // (with `st` and `sv`), so an SDK that forgets it sees the failure here first.
  router.get('/getWalletImage/:id', (req) => {
    parse(sdkQuerySchema, req.query, 'query')
    const wallet = byImage.get(req.params.id ?? '')
    if (!wallet) throw notFound(`No wallet image ${req.params.id}`, 'id')
    return svg(placeholderSvg(wallet.id, initials(wallet.name)))
  })
  for (const kind of ['getAssetImage', 'getCurrencyImage', 'getTokenImage']) {
    router.get(`/public/${kind}/:id`, (req) => {
      const id = req.params.id ?? ''
      return svg(placeholderSvg(`${kind}:${id}`, id))
    })
  }

  return { router, wallets }
}
