import * as z from 'zod/mini'
import type { NamespaceAdapter } from '../adapters/types'
import { accountTypes, namespaceAdapterMethods } from '../adapters/types'
import type { CaipNetwork } from '../networks/types'
import { chainNamespaces } from '../networks/types'
import type { StorageLike } from '../storage/createStorage'
import type { Clock } from '../timing/clock'
import { lazySchema } from '../utils/lazySchema'
import { defaultSocials, type SocialOption, socialOptions } from '../validators/socialProviders'
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

/** An object with these methods; the object itself is kept. */
function withMethods<T>(what: string, methods: readonly string[]) {
  return z.custom<T>().check(
    z.superRefine((value, ctx) => {
      const missing = isObject(value) ? missingFunctions(value, methods) : methods
      if (missing.length) {
        ctx.addIssue({
          code: 'custom',
          message: `Not a ${what}: missing methods: ${missing.join(', ')}`,
          input: value,
        })
      }
    }),
  )
}

/** The names of the members `value` lacks (or has as something other than a function). */
function missingFunctions(value: unknown, names: readonly string[]): string[] {
  const record = value as Record<string, unknown>
  return names.filter((name) => typeof record[name] !== 'function')
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null

/**
 * Built on the first `createAppKit`, not at module load: importing the SDK costs no schema
 * building, and a page that creates its AppKit later paints first.
 */
export const appKitOptionsSchema = lazySchema(() => {
  const namespace = z.enum(chainNamespaces)

  // Built once per schema: the custom check below runs it on every network of every createAppKit call.
  const caipNetworkShape = z
    .looseObject({
      id: z.union([z.number(), z.string()]),
      caipNetworkId: z.string(),
      chainNamespace: namespace,
      name: z.string(),
      nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
      rpcUrls: z.looseObject({ default: z.looseObject({ http: z.array(z.string()) }) }),
    })
    .check(z.refine((n) => n.caipNetworkId === `${n.chainNamespace}:${n.id}`))

  const caipNetworkSchema = z.custom<CaipNetwork>((value) => caipNetworkShape.safeParse(value).success, {
    error: 'Expected a CaipNetwork whose caipNetworkId is chainNamespace:id',
  })

  /**
   * An object with every required method (see `namespaceAdapterMethods`), a known namespace and
   * valid networks. Checked, not parsed: the adapter itself (its prototype, its `this`) is kept.
   */
  const adapterSchema = z.custom<NamespaceAdapter>().check(
    z.superRefine((value, ctx) => {
      if (!isObject(value)) {
        ctx.addIssue({ code: 'custom', message: 'Expected a NamespaceAdapter object', input: value })
        return
      }
      const adapter = value as Partial<NamespaceAdapter>
      const problems: string[] = []
      if (!namespace.safeParse(adapter.namespace).success) {
        problems.push(`namespace must be one of ${chainNamespaces.join(', ')}`)
      }
      if (
        !Array.isArray(adapter.networks) ||
        !adapter.networks.every((n) => caipNetworkShape.safeParse(n).success)
      ) {
        problems.push('networks must be an array of CaipNetworks')
      }
      const optional = (['getCapabilities', 'sendCalls'] as const).filter(
        (name) => adapter[name] !== undefined,
      )
      const missing = missingFunctions(value, [...namespaceAdapterMethods, ...optional])
      if (missing.length) problems.push(`missing methods: ${missing.join(', ')}`)
      if (problems.length) {
        ctx.addIssue({
          code: 'custom',
          message: `Not a NamespaceAdapter: ${problems.join('; ')}`,
          input: value,
        })
      }
    }),
  )

  const service = z.union([z.url({ protocol: /^https?$/ }), z.literal(false)])
  const socialOption = z.enum(socialOptions)

  const featuresSchema = z.strictObject({
    ...(Object.fromEntries(
      Object.entries(defaultFeatures).map(([key, value]) => [key, z._default(z.boolean(), value)]),
    ) as {
      [K in keyof typeof defaultFeatures]: z.ZodMiniDefault<z.ZodMiniBoolean<boolean>>
    }),
    socials: z._default(z.union([z.array(socialOption), z.literal(false)]), defaultSocials as SocialOption[]),
    /** Absent: chosen at render time by `getConnectMethodsOrder`. */
    connectMethodsOrder: z.optional(z.array(z.enum(connectMethods))),
    connectorTypeOrder: z._default(z.array(z.enum(connectorTypeOrderEntries)), [
      ...defaultConnectorTypeOrder,
    ]),
    walletFeaturesOrder: z._default(z.array(z.enum(walletFeatures)), [...defaultWalletFeaturesOrder]),
  })

  const customWalletSchema = z.looseObject({
    id: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    homepage: z.optional(z.string()),
    image_url: z.optional(z.string()),
    mobile_link: z.optional(z.string()),
    desktop_link: z.optional(z.string()),
    webapp_link: z.optional(z.string()),
  })

  return z
    .strictObject({
      projectId: z.optional(z.string()),
      metadata: z.optional(
        z.object({
          name: z.string(),
          description: z.string(),
          url: z.string(),
          icons: z.array(z.string()),
        }),
      ),
      adapters: z._default(z.array(adapterSchema), []),
      /** Defaults to every network the adapters serve. */
      networks: z.optional(z.array(caipNetworkSchema).check(z.minLength(1))),
      defaultNetwork: z.optional(caipNetworkSchema),
      features: z.prefault(featuresSchema, {}),
      themeMode: z._default(z.enum(['light', 'dark']), 'light'),
      themeVariables: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
      defaultAccountTypes: z._default(z.partialRecord(namespace, z.enum(accountTypes)), {}),
      services: z.prefault(
        z.strictObject({
          blockchainApi: z._default(service, defaultServices.blockchainApi),
          rpc: z._default(service, defaultServices.rpc),
          walletDirectory: z._default(service, defaultServices.walletDirectory),
          analytics: z._default(service, defaultServices.analytics),
          authFrame: z._default(service, defaultServices.authFrame),
        }),
        {},
      ),
      featuredWalletIds: z._default(z.array(z.string()), []),
      includeWalletIds: z._default(z.array(z.string()), []),
      excludeWalletIds: z._default(z.array(z.string()), []),
      customWallets: z._default(z.array(customWalletSchema), []),
      allowUnsupportedChain: z._default(z.boolean(), false),
      enableNetworkSwitch: z._default(z.boolean(), true),
      /** Embedded mode: the modal lives inside the app's layout and closing returns to Account/Connect. */
      enableEmbedded: z._default(z.boolean(), false),
      disableAppend: z._default(z.boolean(), false),
      siweConfig: z.optional(z.unknown()),
      siwx: z.optional(z.unknown()),
      /** A Storage-like backend; `null` keeps nothing; absent means localStorage when there is one. */
      storage: z.optional(
        z.union([z.null(), withMethods<StorageLike>('StorageLike', ['getItem', 'setItem', 'removeItem'])]),
      ),
      clock: z.optional(withMethods<Clock>('Clock', ['now', 'setTimeout', 'clearTimeout'])),
      /**
       * Server-side rendering: `createAppKit` reads nothing from storage (the stored network,
       * account types and connections) and starts no connection restore, so the first client render
       * matches the server's; `restoreFromStorage(appKit)` does both later (`<AppKitProvider>` calls
       * it after mount). wagmi's `ssr: true` is the model.
       */
      ssr: z._default(z.boolean(), false),
      /** Overrides mobile detection (used by the opening rule). */
      isMobile: z.optional(z.custom<() => boolean>((v) => typeof v === 'function')),
    })
    .check(
      z.superRefine((options, ctx) => {
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
      }),
    )
})

export type AppKitOptions = z.input<ReturnType<typeof appKitOptionsSchema>>
export type ParsedAppKitOptions = z.output<ReturnType<typeof appKitOptionsSchema>>

export type ResolvedAppKitOptions = Omit<
  ParsedAppKitOptions,
  'networks' | 'defaultNetwork' | 'defaultAccountTypes'
> & {
  networks: readonly CaipNetwork[]
  defaultNetwork: CaipNetwork
  defaultAccountTypes: typeof defaultAccountTypes
  themeVariables: Record<string, string | number>
}
