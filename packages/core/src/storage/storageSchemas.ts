import * as z from 'zod/mini'
import { accountTypes } from '../adapters/types'
import { parseCaipNetworkId } from '../networks/caip'
import { type CaipNetworkId, type ChainNamespace, chainNamespaces } from '../networks/types'
import { ensureZodMessages } from '../utils/zodMessages'
import { socialOptions } from '../validators/socialProviders'

ensureZodMessages()

export const namespaceSchema = z.enum(chainNamespaces)
export const connectionStatusSchema = z.enum(['connecting', 'connected', 'disconnected'])
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>

const caipNetworkIdSchema = z.string().check(
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
) as unknown as z.ZodMiniType<CaipNetworkId>

const cached = <T extends z.ZodMiniType>(value: T) =>
  z.record(z.string(), z.object({ timestamp: z.number(), value }))

export const recentWalletSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  image_id: z.optional(z.string()),
  image_url: z.optional(z.string()),
})
export type RecentWallet = z.infer<typeof recentWalletSchema>

export const tokenBalanceSchema = z.looseObject({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})

/** Every key of SPEC §3 "Browser storage holds", each with the shape a read must have. */
export const storageSchemas = {
  walletId: z.string(),
  walletName: z.string(),
  activeCaipNetworkId: caipNetworkIdSchema,
  activeNamespace: namespaceSchema,
  connectedNamespaces: z.array(namespaceSchema),
  connectionStatus: z.partialRecord(namespaceSchema, connectionStatusSchema),
  recentWallets: z.array(recentWalletSchema),
  connectedSocial: z.enum(socialOptions),
  connectedSocialUsername: z.string(),
  portfolioCache: cached(z.array(tokenBalanceSchema)),
  nativeBalanceCache: cached(z.object({ balance: z.string(), symbol: z.string() })),
  nameCache: cached(z.object({ name: z.nullable(z.string()) })),
  identityCache: cached(z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) })),
  preferredAccountTypes: z.partialRecord(namespaceSchema, z.enum(accountTypes)),
  /** The connector used per namespace, which the load-time sync asks to restore. */
  connections: z.partialRecord(namespaceSchema, z.object({ connectorId: z.string() })),
  siwxSessions: z.array(z.object({ data: z.unknown(), message: z.string(), signature: z.string() })),
  emailLoginUsed: z.boolean(),
  email: z.string(),
  lastEmailLoginTime: z.number(),
  lastUsedChainId: z.union([z.string(), z.number()]),
  /** Comma-joined chain ids, as the frame reports them. */
  smartAccountEnabledNetworks: z.string(),
} as const

export type StorageKey = keyof typeof storageSchemas
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
