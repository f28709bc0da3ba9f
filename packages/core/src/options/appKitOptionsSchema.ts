import type { AccountType, NamespaceAdapter, WalletConnectAdapters } from '../adapters/types.ts'
import { accountTypes, namespaceAdapterMethods } from '../adapters/types.ts'
import type { NetworkInput } from '../networks/toCaipNetwork.ts'
import { toCaipNetwork } from '../networks/toCaipNetwork.ts'
import type { CaipNetwork, ChainNamespace } from '../networks/types.ts'
import { chainNamespaces } from '../networks/types.ts'
import { type SiwxConfig, type SiwxOption, siwxConfigMethods } from '../siwx/types.ts'
import type { StorageLike } from '../storage/createStorage.ts'
import type { Clock } from '../timing/clock.ts'
import { orUndefined } from '../utils/orUndefined.ts'
import {
  anyOf,
  arrayOf,
  boolean,
  type Check,
  child,
  isRecord,
  missingFunctions,
  nonEmptyString,
  number,
  objectOf,
  oneOf,
  optional,
  received,
  recordOf,
  refine,
  satisfying,
  string,
  validate,
  withDefault,
  withFieldDefaults,
  withMethods,
} from '../validators/checks.ts'
import { defaultSocials, type SocialOption, socialOptions } from '../validators/socialProviders.ts'
import {
  type AllWalletsMode,
  allWalletsModes,
  type ConnectMethod,
  type ConnectorTypeOrderEntry,
  connectMethods,
  connectorTypeOrderEntries,
  type defaultAccountTypes,
  defaultConnectorTypeOrder,
  defaultFeatures,
  defaultServices,
  type Locale,
  locales,
  type WalletFeature,
  walletFeatures,
} from './defaults.ts'

// The options of `createAppKit`: their types and, below, one check per key (README "Options").
// To add an option: a field in `AppKitOptions` (what an app may pass) and in
// `ParsedAppKitOptions` (what the instance holds, defaults filled), and its check in
// `optionChecks`; TypeScript refuses the table until the three agree.

/** A service's base URL (http or https), or `false` to switch it off. */
export type ServiceUrl = string | false
export type Services = {
  blockchainApi: ServiceUrl
  rpc: ServiceUrl
  walletDirectory: ServiceUrl
  analytics: ServiceUrl
  authFrame: ServiceUrl
}

export type AppKitFeatures = {
  -readonly [K in Exclude<keyof typeof defaultFeatures, 'allWallets'>]: boolean
} & {
  /** `true` and `false` read as 'SHOW' and 'HIDE'. */
  allWallets: AllWalletsMode
  socials: SocialOption[] | false
  /** Absent: chosen at render time by `getConnectMethodsOrder`. */
  connectMethodsOrder?: ConnectMethod[] | undefined
  connectorTypeOrder: ConnectorTypeOrderEntry[]
  walletFeaturesOrder: WalletFeature[]
}

export type AppMetadata = { name: string; description: string; url: string; icons: string[] }

/** A wallet the app adds to the list; other fields of a directory listing are kept. */
export type CustomWalletOption = {
  id: string
  name: string
  homepage?: string | undefined
  image_url?: string | undefined
  mobile_link?: string | undefined
  desktop_link?: string | undefined
  webapp_link?: string | undefined
  [field: string]: unknown
}

/** What `createAppKit` holds after validation, defaults filled. */
export type ParsedAppKitOptions = {
  projectId?: string | undefined
  metadata?: AppMetadata | undefined
  /** The app's terms: linked from Connect, and required (or the privacy policy) by `legalCheckbox`. */
  termsConditionsUrl?: string | undefined
  /** The app's privacy policy: linked from Connect, and required (or the terms) by `legalCheckbox`. */
  privacyPolicyUrl?: string | undefined
  adapters: NamespaceAdapter[]
  /**
   * For an app with no adapters: its WalletConnect session (`createWalletConnect` of
   * `@openappkit/walletconnect`), which gives the adapter each namespace connects through.
   */
  walletConnect?: WalletConnectAdapters | undefined
  /** Defaults to every network the adapters serve. */
  networks?: CaipNetwork[] | undefined
  defaultNetwork?: CaipNetwork | undefined
  features: AppKitFeatures
  themeMode: 'light' | 'dark'
  /** The modal's language; English by default. */
  locale: Locale
  themeVariables: Record<string, string | number>
  defaultAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  services: Services
  /**
   * Hold analytics until the visitor agrees: with `true`, no analytics event is sent until the
   * app calls `setAnalyticsConsent(appKit, true)`; on top of `features.analytics`, which still
   * switches them off altogether.
   */
  analyticsConsent: boolean
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  customWallets: CustomWalletOption[]
  allowUnsupportedChain: boolean
  /** EVM networks (CAIP-2, `eip155:31337`) where swaps are offered besides `swapSupportedChainIds`. */
  additionalSwapNetworks: string[]
  enableNetworkSwitch: boolean
  /** Embedded mode: the modal lives inside the app's layout and closing returns to Account/Connect. */
  enableEmbedded: boolean
  disableAppend: boolean
  siweConfig?: unknown
  /** Sign in with X: `defaultSiwx()`, `serverSiwx({ url })` or the app's own `SiwxConfig`. */
  siwx?: SiwxOption | undefined
  /** A Storage-like backend; `null` keeps nothing; absent means localStorage when there is one. */
  storage?: StorageLike | null | undefined
  clock?: Clock | undefined
  /**
   * Server-side rendering: `createAppKit` reads nothing from storage (the stored network,
   * account types and connections) and starts no connection restore, so the first client render
   * matches the server's; `restoreFromStorage(appKit)` does both later (`<AppKitProvider>` calls
   * it after mount). wagmi's `ssr: true` is the model.
   */
  ssr: boolean
  /** Overrides mobile detection (used by the opening rule). */
  isMobile?: (() => boolean) | undefined
}

/** Every key may be left out; lists may be readonly; nested objects may be partial. */
export type AppKitOptions = {
  [K in Exclude<keyof ParsedAppKitOptions, 'features' | 'services' | 'networks' | 'defaultNetwork'>]?: Loosen<
    ParsedAppKitOptions[K]
  >
} & {
  /** Defaults to every network the adapters serve. Ours (`defineNetwork`) or viem's `Chain`s. */
  networks?: readonly NetworkInput[] | undefined
  defaultNetwork?: NetworkInput | undefined
  features?:
    | ({ [K in Exclude<keyof AppKitFeatures, 'allWallets'>]?: Loosen<AppKitFeatures[K]> } & {
        allWallets?: AllWalletsMode | boolean | undefined
      })
    | undefined
  services?: Partial<Services> | undefined
}
type Loosen<T> = T extends (infer U)[] ? readonly U[] | undefined : T | undefined

export type ResolvedAppKitOptions = Omit<
  ParsedAppKitOptions,
  'networks' | 'defaultNetwork' | 'defaultAccountTypes'
> & {
  networks: readonly CaipNetwork[]
  defaultNetwork: CaipNetwork
  defaultAccountTypes: typeof defaultAccountTypes
}

/** What the SDK reads of a network. */
const caipNetworkFields = objectOf(
  {
    id: anyOf<string | number>(string, number),
    caipNetworkId: string,
    chainNamespace: oneOf(chainNamespaces),
    name: string,
    nativeCurrency: objectOf({ name: string, symbol: string, decimals: number }, 'keep'),
    rpcUrls: objectOf({ default: objectOf({ http: arrayOf(string) }, 'keep') }, 'keep'),
  },
  'keep',
)

/** A network whose caipNetworkId is `chainNamespace:id`, with what the SDK reads of it. */
function isCaipNetwork(value: unknown): value is CaipNetwork {
  const checked = validate(caipNetworkFields, value)
  return checked.ok && checked.value.caipNetworkId === `${checked.value.chainNamespace}:${checked.value.id}`
}

const caipNetwork = satisfying(
  isCaipNetwork,
  'Expected a CaipNetwork whose caipNetworkId is chainNamespace:id',
)
/** Ours, or a viem `Chain` taken as ours. */
const network: Check<CaipNetwork> = (value, path, issues) =>
  caipNetwork(toCaipNetwork(value as NetworkInput), path, issues)

/**
 * An object with every required method (see `namespaceAdapterMethods`), a known namespace and
 * valid networks. Checked, not copied: the adapter itself (its prototype, its `this`) is kept.
 */
const adapter: Check<NamespaceAdapter> = (value, path, issues) => {
  if (!isRecord(value)) {
    issues.push({ path, message: 'Expected a NamespaceAdapter object' })
    return value as NamespaceAdapter
  }
  const problems: string[] = []
  if (!(chainNamespaces as readonly unknown[]).includes(value.namespace))
    problems.push(`namespace must be one of ${chainNamespaces.join(', ')}`)
  if (!Array.isArray(value.networks) || !value.networks.every(isCaipNetwork))
    problems.push('networks must be an array of CaipNetworks')
  const optionalMethods = (['getCapabilities', 'sendCalls', 'getCallsStatus', 'signIn'] as const).filter(
    (name) => value[name] !== undefined,
  )
  const missing = missingFunctions(value, [...namespaceAdapterMethods, ...optionalMethods])
  if (missing.length) problems.push(`missing methods: ${missing.join(', ')}`)
  if (problems.length) issues.push({ path, message: `Not a NamespaceAdapter: ${problems.join('; ')}` })
  return value as unknown as NamespaceAdapter
}

/** Two adapters for one namespace: the second would silently replace the first. */
const adapters: Check<NamespaceAdapter[]> = (value, path, issues) => {
  const before = issues.length
  const list = arrayOf(adapter)(value, path, issues)
  if (issues.length > before) return list
  const seen = new Set<string>()
  for (const { namespace } of list) {
    if (seen.has(namespace)) issues.push({ path, message: `Two adapters for namespace ${namespace}` })
    seen.add(namespace)
  }
  return list
}

/** An http(s) URL, or `false`. */
const serviceUrl: Check<ServiceUrl> = (value, path, issues) => {
  if (value !== false && typeof value !== 'string')
    issues.push({
      path,
      message: `Invalid input: expected an http(s) URL or false, received ${typeof value}`,
    })
  else if (value !== false && !isHttpUrl(value))
    issues.push({ path, message: 'Invalid URL: expected an http(s) URL or false' })
  return value as ServiceUrl
}

const httpUrl = refine(string, isHttpUrl, 'Invalid URL: expected an http(s) URL')

function isHttpUrl(value: string): boolean {
  return /^https?:$/.test(orUndefined(() => new URL(value).protocol) ?? '')
}

const socialList = arrayOf(oneOf(socialOptions))
/** The socials the Connect view offers, in this order; `false` or `[]` offers none. */
const socials: Check<SocialOption[] | false> = (value, path, issues) => {
  if (value === false) return false
  if (Array.isArray(value)) return socialList(value, path, issues)
  issues.push({
    path,
    message: `Invalid input: expected an array of socials or false, received ${received(value)}`,
  })
  return false
}

const allWalletsMode = oneOf(allWalletsModes)
/** The All wallets entry: a mode, or on/off as the other switches ('SHOW' / 'HIDE'). */
const allWallets: Check<AllWalletsMode> = (value, path, issues) =>
  typeof value === 'boolean' ? (value ? 'SHOW' : 'HIDE') : allWalletsMode(value, path, issues)

const stringList = withDefault(arrayOf(string), () => [])

const featureChecks = {
  ...(Object.fromEntries(
    Object.entries(defaultFeatures).map(([key, fallback]) => [key, withDefault(boolean, () => fallback)]),
  ) as { [K in keyof typeof defaultFeatures]: Check<boolean> }),
  allWallets: withDefault(allWallets, () => defaultFeatures.allWallets),
  socials: withDefault(socials, () => [...defaultSocials]),
  connectMethodsOrder: optional(arrayOf(oneOf(connectMethods))),
  connectorTypeOrder: withDefault(arrayOf(oneOf(connectorTypeOrderEntries)), () => [
    ...defaultConnectorTypeOrder,
  ]),
  walletFeaturesOrder: withDefault(arrayOf(oneOf(walletFeatures)), () => [...walletFeatures]),
}

/** One check per option; unknown keys are refused (a typo must not silently do nothing). */
const optionChecks = {
  projectId: optional(string),
  metadata: optional(
    objectOf<AppMetadata>({ name: string, description: string, url: string, icons: arrayOf(string) }, 'drop'),
  ),
  termsConditionsUrl: optional(httpUrl),
  privacyPolicyUrl: optional(httpUrl),
  adapters: withDefault(adapters, () => []),
  walletConnect: optional(withMethods<WalletConnectAdapters>('WalletConnect session', ['adapterFor'])),
  networks: optional(arrayOf(network, { min: 1 })),
  defaultNetwork: optional(network),
  features: withFieldDefaults(objectOf<AppKitFeatures>(featureChecks, 'reject')),
  themeMode: withDefault(oneOf(['light', 'dark']), () => 'light' as const),
  locale: withDefault(oneOf(locales), () => 'en' as const),
  themeVariables: withDefault(
    recordOf<string | number>((value, path, issues) => {
      if (typeof value !== 'string' && (typeof value !== 'number' || !Number.isFinite(value)))
        issues.push({ path, message: `Invalid input: expected string or number, received ${typeof value}` })
      return value as string | number
    }),
    () => ({}),
  ),
  defaultAccountTypes: withDefault(
    recordOf(oneOf(accountTypes), { allowed: chainNamespaces }) as Check<
      Partial<Record<ChainNamespace, AccountType>>
    >,
    () => ({}),
  ),
  services: withFieldDefaults(
    objectOf<Services>(
      Object.fromEntries(
        Object.entries(defaultServices).map(([key, url]) => [key, withDefault(serviceUrl, () => url)]),
      ) as {
        [K in keyof Services]: Check<ServiceUrl>
      },
      'reject',
    ),
  ),
  analyticsConsent: withDefault(boolean, () => false),
  featuredWalletIds: stringList,
  includeWalletIds: stringList,
  excludeWalletIds: stringList,
  customWallets: withDefault(
    arrayOf(
      objectOf<CustomWalletOption>(
        {
          id: nonEmptyString,
          name: nonEmptyString,
          homepage: optional(string),
          image_url: optional(string),
          mobile_link: optional(string),
          desktop_link: optional(string),
          webapp_link: optional(string),
        },
        'keep',
      ),
    ),
    () => [],
  ),
  allowUnsupportedChain: withDefault(boolean, () => false),
  additionalSwapNetworks: withDefault(
    arrayOf(
      satisfying(
        (value): value is string => typeof value === 'string' && /^eip155:[1-9]\d{0,15}$/.test(value),
        'Invalid input: expected an EVM CAIP-2 network id such as "eip155:31337" (swaps are EVM only)',
      ),
    ),
    () => [],
  ),
  enableNetworkSwitch: withDefault(boolean, () => true),
  enableEmbedded: withDefault(boolean, () => false),
  disableAppend: withDefault(boolean, () => false),
  // Reown's older SIWE-only option: refused rather than accepted and ignored.
  siweConfig: optional((value, path, issues) => {
    issues.push({
      path,
      message:
        'siweConfig is not supported: use the siwx option (defaultSiwx(), serverSiwx() or a SiwxConfig)',
    })
    return value
  }),
  siwx: optional((value, path, issues) => {
    if (typeof value === 'function') return value as SiwxOption
    const config = withMethods<SiwxConfig>('SiwxConfig', siwxConfigMethods)(value, path, issues)
    const required = (value as { getRequired?: unknown } | null)?.getRequired
    if (required !== undefined && typeof required !== 'function')
      issues.push({ path: `${path}.getRequired`, message: 'Invalid input: expected function' })
    return config
  }),
  storage: (value, path, issues) =>
    value === undefined || value === null
      ? value
      : withMethods<StorageLike>('StorageLike', ['getItem', 'setItem', 'removeItem'])(value, path, issues),
  clock: optional(withMethods<Clock>('Clock', ['now', 'setTimeout', 'clearTimeout'])),
  ssr: withDefault(boolean, () => false),
  isMobile: optional((value, path, issues) => {
    if (typeof value !== 'function')
      issues.push({ path, message: `Invalid input: expected function, received ${typeof value}` })
    return value as () => boolean
  }),
} satisfies { [K in keyof ParsedAppKitOptions]-?: Check<ParsedAppKitOptions[K]> }

const eachOption = objectOf<ParsedAppKitOptions>(optionChecks, 'reject')

/**
 * The whole options object: every key checked, unknown keys refused, and the rules between keys
 * (the legal checkbox needs a document to agree to).
 */
export const checkAppKitOptions: Check<ParsedAppKitOptions> = (value, path, issues) => {
  const parsed = eachOption(value, path, issues)
  if (parsed.features?.legalCheckbox && !parsed.termsConditionsUrl && !parsed.privacyPolicyUrl)
    issues.push({
      path: child(path, 'features.legalCheckbox'),
      message:
        'features.legalCheckbox needs termsConditionsUrl or privacyPolicyUrl: the box is ticked to agree to them',
    })
  return parsed
}
