import { type CaipNetwork, type StorageLike, solanaNetworks } from '@openappkit/core'
import {
  type Check,
  isRecord,
  missingFunctions,
  objectOf,
  optional,
  solanaCommitments,
  validate,
} from '@openappkit/core/internal'
import type { Adapter } from '@solana/wallet-adapter-base'
import type { Commitment } from '@solana/web3.js'
import type { Wallets } from '@wallet-standard/app'
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'
import type { WalletChain } from '../networks/walletChainOf.ts'
import type { ConnectionOption } from '../rpc/createConnectionPool.ts'

export type CreateSolanaAdapterParameters = {
  /** The clusters the app uses; the first is the default. Defaults to mainnet, devnet and testnet. */
  networks?: readonly CaipNetwork[] | undefined
  /** RPC URLs by CAIP-2 id of one of `networks`, replacing its default (public endpoints are rate-limited). */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  /** A ready Connection (or one per network); when set, `rpcUrls` is not used. */
  connection?: ConnectionOption | undefined
  /** @solana/wallet-adapter-base adapters for wallets that are not Wallet Standard wallets. */
  wallets?: readonly Adapter[] | undefined
  /** Wallet Standard discovery: on (the default), off, or a given registry. */
  walletStandard?: boolean | Wallets | undefined
  /**
   * Where the connection is remembered across loads: give it the storage you give `createAppKit`
   * (e.g. `localStorage`). Nothing is kept without one.
   */
  storage?: StorageLike | null | undefined
  /** The commitment reads use and sends wait for. Default `confirmed`. */
  commitment?: Commitment | undefined
  /** Wallet Standard chain ids for custom clusters, by CAIP-2 id (see `walletChainOf`). */
  walletChains?: Readonly<Record<string, WalletChain>> | undefined
  /** Symbols for SPL mints, which carry none on chain. */
  tokenSymbols?: Readonly<Record<string, string>> | undefined
  /** How long a load-time sync waits for a wallet extension to register. Default 3000 ms. */
  syncTimeoutMs?: number | undefined
  /** How long a send waits for confirmation before reporting it expired. Default 90 s. */
  confirmTimeoutMs?: number | undefined
}

export type ResolvedAdapterOptions = {
  /** The networks with the app's RPC URLs in place. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  commitment: Commitment
  syncTimeoutMs: number
  confirmTimeoutMs: number
}

const show = (value: unknown): string => {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (typeof value === 'function') return 'a function'
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

function withRpcUrl(network: CaipNetwork, url: string | undefined): CaipNetwork {
  if (!url) return network
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { ...network.rpcUrls.default, http: [url] } } }
}

/** An option left out, or one `accepts` takes; else `problem` says what is wrong with the value shown. */
function must<T>(
  accepts: (value: unknown) => boolean,
  problem: (shown: string) => string,
): Check<T | undefined> {
  return optional((value, path, issues) => {
    if (!accepts(value)) issues.push({ path, message: problem(show(value)) })
    return value as T
  })
}

/** An object whose values `accepts` takes and, when `keys` is given, whose keys are among them. */
function entries<T>(
  accepts: (value: unknown) => boolean,
  problem: (shown: string) => string,
  keys?: readonly string[],
): Check<Readonly<Record<string, T>> | undefined> {
  return optional((value, path, issues) => {
    if (!isRecord(value)) {
      issues.push({ path, message: `expected an object, got ${show(value)}` })
      return {}
    }
    for (const [key, entry] of Object.entries(value)) {
      if (keys && !keys.includes(key))
        issues.push({ path, message: `"${key}" is not one of ${keys.join(', ')}` })
      if (!accepts(entry)) issues.push({ path: `${path}["${key}"]`, message: problem(show(entry)) })
    }
    return value as Record<string, T>
  })
}

const invalidOptions = (issues: readonly string[]) =>
  new SolanaAdapterError(solanaErrorMessages.invalidOptions, { details: issues.join('; ') })

const milliseconds = must<number>(
  (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
  (shown) => `expected a number of milliseconds, 0 or more, got ${shown}`,
)

/**
 * Checks `createSolanaAdapter`'s options at the boundary and fills the defaults. A mistake here
 * would otherwise surface much later as a request to the wrong RPC, a send that never confirms, or
 * a silently ignored setting, so every problem (a misspelt option too) is named at once in one
 * "Invalid createSolanaAdapter options" error.
 */
export function resolveAdapterOptions(parameters: CreateSolanaAdapterParameters): ResolvedAdapterOptions {
  const given = isRecord(parameters) && Array.isArray(parameters.networks) ? parameters.networks : []
  const networks = given.length ? given : solanaNetworks
  const ids = networks.map((n) => n?.caipNetworkId)
  const wrong = given.filter((n) => !isRecord(n) || n.chainNamespace !== 'solana')
  const check = objectOf<CreateSolanaAdapterParameters>(
    {
      networks: must(
        (networks) => Array.isArray(networks) && networks.length > 0 && !wrong.length,
        (shown) =>
          wrong.length
            ? `not Solana networks: ${wrong.map((n) => n?.caipNetworkId ?? show(n)).join(', ')}`
            : `expected a non-empty array of networks, got ${shown}`,
      ),
      rpcUrls: entries(isHttpUrl, (shown) => `${shown} is not an http(s) URL`, ids),
      connection: must(
        (connection) => typeof connection === 'function' || isRecord(connection),
        (shown) => `expected a Connection or a function, got ${shown}`,
      ),
      wallets: must(Array.isArray, (shown) => `expected an array of wallet adapters, got ${shown}`),
      walletStandard: must(
        (value) =>
          typeof value === 'boolean' || (isRecord(value) && !missingFunctions(value, ['get', 'on']).length),
        (shown) => `expected true, false or a Wallets registry, got ${shown}`,
      ),
      storage: must(
        (storage) =>
          storage === null ||
          (isRecord(storage) && !missingFunctions(storage, ['getItem', 'setItem', 'removeItem']).length),
        () => 'expected null or an object with getItem, setItem and removeItem',
      ),
      commitment: must(
        (commitment) => (solanaCommitments as readonly unknown[]).includes(commitment),
        (shown) => `${shown} is not one of ${solanaCommitments.join(', ')}`,
      ),
      walletChains: entries(
        (chain) => typeof chain === 'string' && /^[^:\s]+:[^:\s]+$/.test(chain),
        (shown) => `${shown} is not a chain id like "solana:mainnet"`,
        ids,
      ),
      tokenSymbols: entries(
        (symbol) => typeof symbol === 'string' && symbol !== '',
        () => 'expected a symbol',
      ),
      syncTimeoutMs: milliseconds,
      confirmTimeoutMs: milliseconds,
    },
    'reject',
  )
  const result = validate(check, parameters)
  if (!result.ok)
    throw invalidOptions(result.issues.map(({ path, message }) => (path ? `${path}: ${message}` : message)))

  const resolved = networks.map((n) => withRpcUrl(n, parameters.rpcUrls?.[n.caipNetworkId]))
  // Without a Connection of the app's, every read and send goes to the network's own URL.
  const unreachable = resolved.filter((n) => !isHttpUrl(n.rpcUrls?.default?.http?.[0]))
  if (parameters.connection === undefined && unreachable.length) {
    throw invalidOptions([
      `networks: no http(s) RPC URL for ${unreachable.map((n) => n.caipNetworkId).join(', ')}`,
    ])
  }
  return {
    networks: resolved as [CaipNetwork, ...CaipNetwork[]],
    commitment: parameters.commitment ?? 'confirmed',
    syncTimeoutMs: parameters.syncTimeoutMs ?? 3000,
    confirmTimeoutMs: parameters.confirmTimeoutMs ?? 90_000,
  }
}
