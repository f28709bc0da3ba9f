import { type CaipNetwork, type StorageLike, solanaNetworks } from '@openappkit/core'
import { solanaCommitments } from '@openappkit/core/internal'
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

// Every option, so a misspelt one ("rpcUrl", "confirmTimeout") is refused rather than ignored.
const knownOptions = {
  networks: true,
  rpcUrls: true,
  connection: true,
  wallets: true,
  walletStandard: true,
  storage: true,
  commitment: true,
  walletChains: true,
  tokenSymbols: true,
  syncTimeoutMs: true,
  confirmTimeoutMs: true,
} satisfies Record<keyof CreateSolanaAdapterParameters, true>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

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

/**
 * Checks `createSolanaAdapter`'s options at the boundary and fills the defaults. A mistake here
 * would otherwise surface much later as a request to the wrong RPC, a send that never confirms, or
 * a silently ignored setting, so every problem is named at once in one
 * "Invalid createSolanaAdapter options" error.
 */
export function resolveAdapterOptions(parameters: CreateSolanaAdapterParameters): ResolvedAdapterOptions {
  const issues: string[] = []
  if (!isRecord(parameters)) {
    throw new SolanaAdapterError(solanaErrorMessages.invalidOptions, {
      details: `Expected an object, got ${show(parameters)}`,
    })
  }
  for (const key of Object.keys(parameters)) {
    if (!(key in knownOptions)) issues.push(`Unrecognized option "${key}"`)
  }

  let networks: readonly CaipNetwork[] = solanaNetworks
  if (parameters.networks !== undefined) {
    if (!Array.isArray(parameters.networks)) issues.push('networks: expected an array of networks')
    else if (parameters.networks.length === 0) issues.push('networks is empty')
    else {
      networks = parameters.networks
      const wrong = networks.filter((n) => !isRecord(n) || n.chainNamespace !== 'solana')
      if (wrong.length) {
        issues.push(`Not Solana networks: ${wrong.map((n) => n?.caipNetworkId ?? show(n)).join(', ')}`)
      }
    }
  }
  const ids = networks.map((n) => n?.caipNetworkId)
  const servedIds = `one of ${ids.join(', ')}`

  const checkRecord = (name: 'rpcUrls' | 'walletChains' | 'tokenSymbols', keyedByNetwork: boolean) => {
    const value = parameters[name]
    if (value === undefined) return {}
    if (!isRecord(value)) {
      issues.push(`${name}: expected an object, got ${show(value)}`)
      return {}
    }
    if (keyedByNetwork) {
      for (const key of Object.keys(value)) {
        if (!ids.includes(key as CaipNetwork['caipNetworkId'])) {
          issues.push(`${name}: "${key}" is not ${servedIds}`)
        }
      }
    }
    return value
  }
  const rpcUrls = checkRecord('rpcUrls', true)
  for (const [id, url] of Object.entries(rpcUrls)) {
    if (!isHttpUrl(url)) issues.push(`rpcUrls["${id}"]: ${show(url)} is not an http(s) URL`)
  }
  for (const [id, chain] of Object.entries(checkRecord('walletChains', true))) {
    if (typeof chain !== 'string' || !/^[^:\s]+:[^:\s]+$/.test(chain)) {
      issues.push(`walletChains["${id}"]: ${show(chain)} is not a chain id like "solana:mainnet"`)
    }
  }
  for (const [mint, symbol] of Object.entries(checkRecord('tokenSymbols', false))) {
    if (typeof symbol !== 'string' || !symbol) issues.push(`tokenSymbols["${mint}"]: expected a symbol`)
  }

  const { connection, wallets, walletStandard, storage, commitment } = parameters
  if (connection !== undefined && typeof connection !== 'function' && !isRecord(connection)) {
    issues.push(`connection: expected a Connection or a function, got ${show(connection)}`)
  }
  if (wallets !== undefined && !Array.isArray(wallets)) {
    issues.push(`wallets: expected an array of wallet adapters, got ${show(wallets)}`)
  }
  if (
    walletStandard !== undefined &&
    typeof walletStandard !== 'boolean' &&
    !(
      isRecord(walletStandard) &&
      typeof walletStandard.get === 'function' &&
      typeof walletStandard.on === 'function'
    )
  ) {
    issues.push(`walletStandard: expected true, false or a Wallets registry, got ${show(walletStandard)}`)
  }
  if (
    storage !== undefined &&
    storage !== null &&
    !(
      isRecord(storage) &&
      typeof storage.getItem === 'function' &&
      typeof storage.setItem === 'function' &&
      typeof storage.removeItem === 'function'
    )
  ) {
    issues.push('storage: expected null or an object with getItem, setItem and removeItem')
  }
  if (commitment !== undefined && !(solanaCommitments as readonly unknown[]).includes(commitment)) {
    issues.push(`commitment: ${show(commitment)} is not one of ${solanaCommitments.join(', ')}`)
  }
  for (const name of ['syncTimeoutMs', 'confirmTimeoutMs'] as const) {
    const value = parameters[name]
    if (value !== undefined && !(typeof value === 'number' && Number.isFinite(value) && value >= 0)) {
      issues.push(`${name}: expected a number of milliseconds, 0 or more, got ${show(value)}`)
    }
  }

  const resolved = issues.length ? [] : networks.map((n) => withRpcUrl(n, rpcUrls[n.caipNetworkId] as string))
  if (!issues.length && connection === undefined) {
    // Without a Connection of the app's, every read and send goes to the network's own URL.
    const unreachable = resolved.filter((n) => !isHttpUrl(n.rpcUrls?.default?.http?.[0]))
    if (unreachable.length) {
      issues.push(`networks: no http(s) RPC URL for ${unreachable.map((n) => n.caipNetworkId).join(', ')}`)
    }
  }
  const [first, ...rest] = resolved
  if (issues.length || !first) {
    throw new SolanaAdapterError(solanaErrorMessages.invalidOptions, { details: issues.join('; ') })
  }
  return {
    networks: [first, ...rest],
    commitment: commitment ?? 'confirmed',
    syncTimeoutMs: parameters.syncTimeoutMs ?? 3000,
    confirmTimeoutMs: parameters.confirmTimeoutMs ?? 90_000,
  }
}
