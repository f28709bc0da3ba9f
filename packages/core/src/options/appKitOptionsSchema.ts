import { z } from 'zod'
import type { NamespaceAdapter } from '../adapters/types'
import { accountTypes } from '../adapters/types'
import type { CaipNetwork } from '../networks/types'
import { chainNamespaces } from '../networks/types'
import type { StorageLike } from '../storage/createStorage'
import type { Clock } from '../timing/clock'
import { defaultSocials, type SocialOption } from '../validators/socialProviders'
import {
  connectMethods,
  connectorTypeOrderEntries,
  type defaultAccountTypes,
  defaultConnectorTypeOrder,
  defaultFeatures,
  defaultServices,
  defaultWalletFeaturesOrder,
  walletFeatures,
} from './defaults'

const namespace = z.enum(chainNamespaces)

const caipNetworkSchema = z.custom<CaipNetwork>(
  (value) =>
    z
      .looseObject({
        id: z.union([z.number(), z.string()]),
        caipNetworkId: z.string(),
        chainNamespace: namespace,
        name: z.string(),
        nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
        rpcUrls: z.looseObject({ default: z.looseObject({ http: z.array(z.string()) }) }),
      })
      .refine((n) => n.caipNetworkId === `${n.chainNamespace}:${n.id}`)
      .safeParse(value).success,
  { error: 'Expected a CaipNetwork whose caipNetworkId is chainNamespace:id' },
)

const adapterSchema = z.custom<NamespaceAdapter>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    namespace.safeParse((value as NamespaceAdapter).namespace).success &&
    typeof (value as NamespaceAdapter).connect === 'function' &&
    Array.isArray((value as NamespaceAdapter).networks),
  { error: 'Expected a NamespaceAdapter' },
)

const service = z.union([z.url({ protocol: /^https?$/ }), z.literal(false)])
const socialOption = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])

const featuresSchema = z.strictObject({
  ...(Object.fromEntries(
    Object.entries(defaultFeatures).map(([key, value]) => [key, z.boolean().default(value)]),
  ) as {
    [K in keyof typeof defaultFeatures]: z.ZodDefault<z.ZodBoolean>
  }),
  socials: z.union([z.array(socialOption), z.literal(false)]).default(defaultSocials as SocialOption[]),
  /** Absent: chosen at render time by `getConnectMethodsOrder`. */
  connectMethodsOrder: z.array(z.enum(connectMethods)).optional(),
  connectorTypeOrder: z.array(z.enum(connectorTypeOrderEntries)).default([...defaultConnectorTypeOrder]),
  walletFeaturesOrder: z.array(z.enum(walletFeatures)).default([...defaultWalletFeaturesOrder]),
})

const customWalletSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().min(1),
  homepage: z.string().optional(),
  image_url: z.string().optional(),
  mobile_link: z.string().optional(),
  desktop_link: z.string().optional(),
  webapp_link: z.string().optional(),
})

export const appKitOptionsSchema = z
  .strictObject({
    projectId: z.string().optional(),
    metadata: z
      .object({
        name: z.string(),
        description: z.string(),
        url: z.string(),
        icons: z.array(z.string()),
      })
      .optional(),
    adapters: z.array(adapterSchema).default([]),
    /** Defaults to every network the adapters serve. */
    networks: z.array(caipNetworkSchema).min(1).optional(),
    defaultNetwork: caipNetworkSchema.optional(),
    features: featuresSchema.prefault({}),
    themeMode: z.enum(['light', 'dark']).default('light'),
    themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
    defaultAccountTypes: z.partialRecord(namespace, z.enum(accountTypes)).default({}),
    services: z
      .strictObject({
        blockchainApi: service.default(defaultServices.blockchainApi),
        rpc: service.default(defaultServices.rpc),
        walletDirectory: service.default(defaultServices.walletDirectory),
        analytics: service.default(defaultServices.analytics),
        authFrame: service.default(defaultServices.authFrame),
      })
      .prefault({}),
    featuredWalletIds: z.array(z.string()).default([]),
    includeWalletIds: z.array(z.string()).default([]),
    excludeWalletIds: z.array(z.string()).default([]),
    customWallets: z.array(customWalletSchema).default([]),
    allowUnsupportedChain: z.boolean().default(false),
    enableNetworkSwitch: z.boolean().default(true),
    /** Embedded mode: the modal lives inside the app's layout and closing returns to Account/Connect. */
    enableEmbedded: z.boolean().default(false),
    disableAppend: z.boolean().default(false),
    siweConfig: z.unknown().optional(),
    siwx: z.unknown().optional(),
    /** A Storage-like backend; `null` keeps nothing; absent means localStorage when there is one. */
    storage: z
      .custom<StorageLike | null>((v) => v === null || (typeof v === 'object' && 'getItem' in v))
      .optional(),
    clock: z.custom<Clock>((v) => typeof v === 'object' && v !== null && 'now' in v).optional(),
    /** Overrides mobile detection (used by the opening rule). */
    isMobile: z.custom<() => boolean>((v) => typeof v === 'function').optional(),
  })
  .superRefine((options, ctx) => {
    const seen = new Set<string>()
    for (const adapter of options.adapters) {
      if (seen.has(adapter.namespace)) {
        ctx.addIssue({
          code: 'custom',
          path: ['adapters'],
          message: `Two adapters for namespace ${adapter.namespace}`,
        })
      }
      seen.add(adapter.namespace)
    }
  })

export type AppKitOptions = z.input<typeof appKitOptionsSchema>
export type ParsedAppKitOptions = z.output<typeof appKitOptionsSchema>

export type ResolvedAppKitOptions = Omit<
  ParsedAppKitOptions,
  'networks' | 'defaultNetwork' | 'defaultAccountTypes'
> & {
  networks: readonly CaipNetwork[]
  defaultNetwork: CaipNetwork
  defaultAccountTypes: typeof defaultAccountTypes
  themeVariables: Record<string, string | number>
}
