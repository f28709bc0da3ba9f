import * as z from 'zod/mini'
import { accountTypes } from '../adapters/types'
import { parseCaipNetworkId } from '../networks/caip'
import { type CaipNetworkId, type ChainNamespace, chainNamespaces } from '../networks/types'
import { siwxSessionSchema } from '../siwx/siwxSessionSchema'
import { lazySchema } from '../utils/lazySchema'
import { lazySchemas } from '../utils/lazySchemas'
import { socialOptions } from '../validators/socialProviders'

// Every schema here is built on first use (lazySchema): building them all at module load was
// page-load time spent on keys no start-up reads.
export const namespaceSchema = /* @__PURE__ */ lazySchema(() => z.enum(chainNamespaces))
export const connectionStatusSchema = /* @__PURE__ */ lazySchema(() =>
  z.enum(['connecting', 'connected', 'disconnected']),
)
export type ConnectionStatus = z.infer<ReturnType<typeof connectionStatusSchema>>

const caipNetworkIdSchema = /* @__PURE__ */ lazySchema(
  () =>
    z.string().check(
      z.refine(
        (value) => {
          try {
            parseCaipNetworkId(value)
            return true
          } catch {
            return false
          }
        },
        { error: 'Invalid CAIP-2 network id' },
      ),
    ) as unknown as z.ZodMiniType<CaipNetworkId>,
)

const cacheEntry = <T extends z.ZodMiniType>(value: T) => z.object({ timestamp: z.number(), value })

/**
 * Limits on what is kept from outside (wallet announcements, the directory): a wallet's id,
 * name and icon reference. An icon is kept only as a reference (an image id or an http(s) URL),
 * never inline: one data-URI icon can be megabytes of the origin's quota, which the app shares.
 */
export const storedTextLimits = { id: 256, name: 128, imageUrl: 2048 } as const

const boundedText = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))

/** An http(s) URL short enough to keep: how an icon may be stored. */
export function isIconReference(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > storedTextLimits.imageUrl) return false
  return /^https?:\/\/[^\s]+$/i.test(value)
}

export const recentWalletSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    id: boundedText(storedTextLimits.id),
    name: boundedText(storedTextLimits.name),
    image_id: z.optional(boundedText(storedTextLimits.id)),
    image_url: z.optional(
      z.string().check(z.refine(isIconReference, { error: 'An icon is stored as an http(s) URL only' })),
    ),
  }),
)
export type RecentWallet = z.infer<ReturnType<typeof recentWalletSchema>>

export const tokenBalanceSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    name: z.string(),
    symbol: z.string(),
    chainId: z.string(),
    address: z.optional(z.string()),
    value: z.optional(z.number()),
    price: z.number(),
    quantity: z.object({ decimals: z.string(), numeric: z.string() }),
    iconUrl: z.string(),
  }),
)

const accountTypeSchema = /* @__PURE__ */ lazySchema(() => z.enum(accountTypes))
// The wallet a namespace was connected with (walletId / walletName) lives beside its connector:
// each namespace may hold another wallet, and the pair says which connector that wallet used.
const connectionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    connectorId: boundedText(storedTextLimits.id),
    walletId: z.optional(boundedText(storedTextLimits.id)),
    walletName: z.optional(boundedText(storedTextLimits.name)),
  }),
)
const portfolioEntry = /* @__PURE__ */ lazySchema(() => cacheEntry(z.array(tokenBalanceSchema())))
const nativeBalanceEntry = /* @__PURE__ */ lazySchema(() =>
  cacheEntry(z.object({ balance: z.string(), symbol: z.string() })),
)
const nameEntry = /* @__PURE__ */ lazySchema(() => cacheEntry(z.object({ name: z.nullable(z.string()) })))
const identityEntry = /* @__PURE__ */ lazySchema(() =>
  cacheEntry(z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) })),
)

/** Every key of SPEC §3 "Browser storage holds", each with the shape a read must have. */
export const storageSchemas = /* @__PURE__ */ lazySchemas({
  walletId: () => boundedText(storedTextLimits.id),
  walletName: () => boundedText(storedTextLimits.name),
  activeCaipNetworkId: () => caipNetworkIdSchema(),
  activeNamespace: () => namespaceSchema(),
  connectedNamespaces: () => z.array(namespaceSchema()),
  connectionStatus: () => z.partialRecord(namespaceSchema(), connectionStatusSchema()),
  recentWallets: () => z.array(recentWalletSchema()),
  connectedSocial: () => z.enum(socialOptions),
  connectedSocialUsername: () => z.string(),
  portfolioCache: () => z.record(z.string(), portfolioEntry()),
  nativeBalanceCache: () => z.record(z.string(), nativeBalanceEntry()),
  nameCache: () => z.record(z.string(), nameEntry()),
  identityCache: () => z.record(z.string(), identityEntry()),
  preferredAccountTypes: () => z.partialRecord(namespaceSchema(), accountTypeSchema()),
  /** The connector used per namespace, which the load-time sync asks to restore. */
  connections: () => z.partialRecord(namespaceSchema(), connectionSchema()),
  siwxSessions: () => z.array(siwxSessionSchema()),
  emailLoginUsed: () => z.boolean(),
  email: () => z.string(),
  lastEmailLoginTime: () => z.number(),
  lastUsedChainId: () => z.union([z.string(), z.number()]),
  /** Comma-joined chain ids, as the frame reports them. */
  smartAccountEnabledNetworks: () => z.string(),
})

export type StorageKey = keyof typeof storageSchemas

/**
 * The keys read entry by entry (`readEntries`): one bad entry is dropped with a note, not the
 * whole key. Entries of a namespace this version does not know (written by a newer version)
 * are kept in storage as they are, hidden from reads, and survive writes.
 */
export const entryRules = {
  connectedNamespaces: { kind: 'list', entry: namespaceSchema, namespaced: true },
  connectionStatus: { kind: 'record', entry: connectionStatusSchema, namespaced: true },
  preferredAccountTypes: { kind: 'record', entry: accountTypeSchema, namespaced: true },
  connections: { kind: 'record', entry: connectionSchema, namespaced: true },
  recentWallets: { kind: 'list', entry: recentWalletSchema, prepare: withoutInlineIcon },
  siwxSessions: { kind: 'list', entry: siwxSessionSchema },
  portfolioCache: { kind: 'record', entry: portfolioEntry },
  nativeBalanceCache: { kind: 'record', entry: nativeBalanceEntry },
  nameCache: { kind: 'record', entry: nameEntry },
  identityCache: { kind: 'record', entry: identityEntry },
} satisfies Partial<Record<StorageKey, EntryRule>>

export type EntryRule = {
  kind: 'list' | 'record'
  /** The schema of one list item, or of one record value (built on first use). */
  entry: () => z.ZodMiniType
  /** Keyed by (or listing) chain namespaces: unknown but well-formed namespaces are kept. */
  namespaced?: boolean
  /** Mends an entry before it is checked (an older version's inline icon is let go of). */
  prepare?: (entry: unknown) => unknown
}

/** A recent wallet written with an inline icon keeps its id and name; the icon is dropped. */
export function withoutInlineIcon(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return entry
  const { image_url, ...rest } = entry as Record<string, unknown>
  return image_url === undefined || isIconReference(image_url) ? entry : rest
}
export type StorageValues = { [K in StorageKey]: z.infer<(typeof storageSchemas)[K]> }

/**
 * The caches tied to an address; a namespace's entries are cleared when its stored status says
 * disconnected. Every entry key starts with the namespace of its address (`addressCacheEntry`),
 * which is all that is known of a disconnected namespace on load.
 */
export const addressCacheKeys = [
  'portfolioCache',
  'nativeBalanceCache',
  'nameCache',
  'identityCache',
] as const
export type AddressCacheKey = (typeof addressCacheKeys)[number]

/**
 * The key of an address's entry in an address cache, scoped by network (`eip155:1:0xabc`:
 * portfolio, native balance) or by namespace (`eip155:0xabc`: name, identity).
 */
export function addressCacheEntry(scope: CaipNetworkId | ChainNamespace, address: string): string {
  return `${scope}:${address}`
}
