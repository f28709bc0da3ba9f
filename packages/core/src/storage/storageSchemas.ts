import { type AccountType, accountTypes } from '../adapters/types.ts'
import { parseCaipNetworkId } from '../networks/caip.ts'
import { type CaipNetworkId, type ChainNamespace, chainNamespaces } from '../networks/types.ts'
import { siwxSessionCheck } from '../siwx/siwxSessionSchema.ts'
import type { TokenBalance } from '../state/types.ts'
import { orUndefined } from '../utils/orUndefined.ts'
import {
  anyOf,
  arrayOf,
  boolean,
  type Check,
  type Checked,
  nullable,
  number,
  objectOf,
  oneOf,
  optional,
  recordOf,
  refine,
  satisfying,
  string,
  text,
} from '../validators/checks.ts'
import { socialOptions } from '../validators/socialProviders.ts'

// Hand checks, not zod: storage is read before the first paint (validators/checks.ts).

export const namespaceCheck = oneOf(chainNamespaces)
export const connectionStatusCheck = oneOf(['connecting', 'connected', 'disconnected'])
export type ConnectionStatus = Checked<typeof connectionStatusCheck>

const caipNetworkIdCheck = refine(
  string,
  (value) => orUndefined(() => parseCaipNetworkId(value)) !== undefined,
  'Invalid CAIP-2 network id',
) as Check<CaipNetworkId>

type CacheEntry<T> = { timestamp: number; value: T }
function cacheEntry<T>(value: Check<T>): Check<CacheEntry<T>> {
  return objectOf<CacheEntry<T>>({ timestamp: number, value }, 'drop')
}

/**
 * Limits on what is kept from outside (wallet announcements, the directory): a wallet's id,
 * name and icon reference. An icon is kept only as a reference (an image id or an http(s) URL),
 * never inline: one data-URI icon can be megabytes of the origin's quota, which the app shares.
 */
export const storedTextLimits = { id: 256, name: 128, imageUrl: 2048 } as const

/** An http(s) URL short enough to keep: how an icon may be stored. */
export function isIconReference(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > storedTextLimits.imageUrl) return false
  return /^https?:\/\/[^\s]+$/i.test(value)
}

export type RecentWallet = {
  id: string
  name: string
  image_id?: string | undefined
  image_url?: string | undefined
  [field: string]: unknown
}
export const recentWalletCheck = objectOf<RecentWallet>(
  {
    id: text(storedTextLimits.id),
    name: text(storedTextLimits.name),
    image_id: optional(text(storedTextLimits.id)),
    image_url: optional(satisfying(isIconReference, 'An icon is stored as an http(s) URL only')),
  },
  'keep',
)

export const tokenBalanceCheck = objectOf<TokenBalance>(
  {
    name: string,
    symbol: string,
    chainId: string,
    address: optional(string),
    value: optional(number),
    price: number,
    quantity: objectOf<TokenBalance['quantity']>({ decimals: string, numeric: string }, 'drop'),
    iconUrl: string,
  },
  'keep',
)

const accountTypeCheck = oneOf(accountTypes)
// The wallet a namespace was connected with (walletId / walletName) lives beside its connector:
// each namespace may hold another wallet, and the pair says which connector that wallet used.
type Connection = { connectorId: string; walletId?: string | undefined; walletName?: string | undefined }
const connectionCheck = objectOf<Connection>(
  {
    connectorId: text(storedTextLimits.id),
    walletId: optional(text(storedTextLimits.id)),
    walletName: optional(text(storedTextLimits.name)),
  },
  'drop',
)
const portfolioEntry = cacheEntry(arrayOf(tokenBalanceCheck))
const nativeBalanceEntry = cacheEntry(
  objectOf<{ balance: string; symbol: string }>({ balance: string, symbol: string }, 'drop'),
)
const nameEntry = cacheEntry(objectOf<{ name: string | null }>({ name: nullable(string) }, 'drop'))
const identityEntry = cacheEntry(
  objectOf<{ name: string | null; avatar: string | null }>(
    { name: nullable(string), avatar: nullable(string) },
    'drop',
  ),
)
const byNamespace = <T>(check: Check<T>) =>
  recordOf(check, { allowed: chainNamespaces }) as Check<Partial<Record<ChainNamespace, T>>>

/** Every key kept in browser storage, each with the shape a read must have. */
export const storageChecks = {
  walletId: text(storedTextLimits.id),
  walletName: text(storedTextLimits.name),
  activeCaipNetworkId: caipNetworkIdCheck,
  activeNamespace: namespaceCheck,
  connectedNamespaces: arrayOf(namespaceCheck),
  connectionStatus: byNamespace(connectionStatusCheck),
  recentWallets: arrayOf(recentWalletCheck),
  connectedSocial: oneOf(socialOptions),
  connectedSocialUsername: string,
  portfolioCache: recordOf(portfolioEntry),
  nativeBalanceCache: recordOf(nativeBalanceEntry),
  nameCache: recordOf(nameEntry),
  identityCache: recordOf(identityEntry),
  preferredAccountTypes: byNamespace<AccountType>(accountTypeCheck),
  /** The connector used per namespace, which the load-time sync asks to restore. */
  connections: byNamespace(connectionCheck),
  siwxSessions: arrayOf(siwxSessionCheck),
  emailLoginUsed: boolean,
  email: string,
  lastEmailLoginTime: number,
  lastUsedChainId: anyOf<string | number>(string, number),
  /** Comma-joined chain ids, as the frame reports them. */
  smartAccountEnabledNetworks: string,
}

export type StorageKey = keyof typeof storageChecks

/**
 * The keys read entry by entry (`readEntries`): one bad entry is dropped with a note, not the
 * whole key. Entries of a namespace this version does not know (written by a newer version)
 * are kept in storage as they are, hidden from reads, and survive writes.
 */
export const entryRules = {
  connectedNamespaces: { kind: 'list', entry: namespaceCheck, namespaced: true },
  connectionStatus: { kind: 'record', entry: connectionStatusCheck, namespaced: true },
  preferredAccountTypes: { kind: 'record', entry: accountTypeCheck, namespaced: true },
  connections: { kind: 'record', entry: connectionCheck, namespaced: true },
  recentWallets: { kind: 'list', entry: recentWalletCheck, prepare: withoutInlineIcon },
  siwxSessions: { kind: 'list', entry: siwxSessionCheck },
  portfolioCache: { kind: 'record', entry: portfolioEntry },
  nativeBalanceCache: { kind: 'record', entry: nativeBalanceEntry },
  nameCache: { kind: 'record', entry: nameEntry },
  identityCache: { kind: 'record', entry: identityEntry },
} satisfies Partial<Record<StorageKey, EntryRule>>

export type EntryRule = {
  kind: 'list' | 'record'
  /** The check of one list item, or of one record value. */
  entry: Check<unknown>
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
export type StorageValues = { [K in StorageKey]: Checked<(typeof storageChecks)[K]> }

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
