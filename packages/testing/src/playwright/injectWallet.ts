import { createEvmWallet, type EvmWallet, type EvmWalletOptions } from '@openappkit/devstack/wallet'
import type { Keypair } from '@solana/web3.js'
import type { Hex } from 'viem'
import { type Eip6963Info, TEST_WALLET_INFO, uuidFor } from '../wallet/eip6963.ts'
import { SolanaTestWallet } from '../wallet/solanaWallet.ts'
import { fromWire, toWire } from '../wallet/wire.ts'
import type { PlaywrightPage } from './page.ts'

export type InjectedWalletOptions = {
  /** The RPC of the chain the wallet starts on (anvil). */
  rpcUrl: string
  privateKey: Hex
  /** The chain the wallet starts on. */
  chainId: number
  /** Other chains the wallet knows, by id → RPC URL (it refuses to switch to any other). */
  chains?: Record<number, string>
  name?: string
  rdns?: string
  /** EIP-6963 uuid; defaults to one derived from `rdns`, so a second wallet gets its own. */
  uuid?: string
  /**
   * How the page gets `eth_accounts` / `eth_chainId` once the wallet has answered them before
   * (on a reload): `relay` asks this Node side (a round trip, so at least a timer tick later, and
   * `hold` works on them), `immediate` answers inside the page at once, from what the wallet last
   * said (an extension that keeps its state in the page's process), `tick` does the same after one
   * timer tick.
   */
  answers?: 'relay' | 'immediate' | 'tick'
  /** Offer EIP-7811 asset discovery with these ERC-20 tokens (see `createEvmWallet`). */
  assets?: EvmWalletOptions['assets']
}

export type InjectedWallet = EvmWallet

/** What the EVM wallet's page side is given: its EIP-6963 info and the names to relay through. */
type EvmPageSide = {
  info: Eip6963Info
  answers: NonNullable<InjectedWalletOptions['answers']>
  requestName: string
  emitName: string
}

/** What the Solana wallet's page side is given: the wallet's static parts and the names to relay through. */
type SolanaPageSide = {
  name: string
  icon: string
  chains: string[]
  features: Record<string, Record<string, unknown>>
  requestName: string
  changeName: string
}

/** The wallet's answer to a page-side request, as the JSON the page reads: a result or an error. */
async function reply(answer: () => Promise<unknown>, fallbackCode?: number): Promise<string> {
  try {
    return JSON.stringify({ result: await answer() })
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    return JSON.stringify({
      error: { code: typeof code === 'number' ? code : fallbackCode, message: String(message ?? error) },
    })
  }
}

/** Calls the function the page side set on `window` under `name` (an event for its listeners). */
function callPage(page: PlaywrightPage, name: string, ...args: unknown[]): void {
  void page
    .evaluate(
      ([name, args]: readonly [string, unknown[]]) =>
        (window as never as Record<string, (...a: unknown[]) => void>)[name]?.(...args),
      [name, args] as const,
    )
    .catch(() => {})
}

/**
 * The test wallet injected into `page` before its scripts run, like a browser extension. The page
 * side only announces a provider over EIP-6963 and relays requests; the wallet (createEvmWallet)
 * runs here in Node, so a test scripts its answers (`hold`, `rejectNext`…) and reads its requests
 * directly. Its state outlives reloads, as an extension's does. Call before `page.goto`.
 */
export async function injectTestWallet(
  page: PlaywrightPage,
  options: InjectedWalletOptions,
): Promise<InjectedWallet> {
  const wallet = createEvmWallet({
    privateKeys: [options.privateKey],
    chainId: options.chainId,
    chains: { [options.chainId]: options.rpcUrl, ...options.chains },
    ...(options.assets ? { assets: options.assets } : {}),
  })
  const info: Eip6963Info = {
    uuid: options.uuid ?? uuidFor(options.rdns ?? TEST_WALLET_INFO.rdns),
    name: options.name ?? TEST_WALLET_INFO.name,
    rdns: options.rdns ?? TEST_WALLET_INFO.rdns,
    icon: TEST_WALLET_INFO.icon,
  }
  const key = info.rdns.replace(/[^a-zA-Z0-9]/g, '_')
  const requestName = `__oakTestWalletRequest_${key}`
  const emitName = `__oakTestWalletEmit_${key}`

  await page.exposeFunction(requestName, (method: string, paramsJson: string) =>
    reply(() => wallet.provider.request({ method, params: JSON.parse(paramsJson) } as never), -32603),
  )
  for (const event of ['accountsChanged', 'chainChanged', 'disconnect'] as const)
    wallet.provider.on(event as 'chainChanged', (value: unknown) => callPage(page, emitName, event, value))

  await page.addInitScript(
    ({ info, answers, requestName, emitName }: EvmPageSide) => {
      type Listener = (value: unknown) => void
      const listeners = new Map<string, Set<Listener>>()
      const relay = (window as never as Record<string, (m: string, p: string) => Promise<string>>)[
        requestName
      ]
      // What the wallet last said about the account and chain, kept across reloads like an
      // extension's own state, so `immediate` and `tick` can answer without the round trip.
      const cacheKey = `oak-test-wallet:${info.rdns}`
      const cache = (): { accounts?: unknown; chainId?: unknown } => {
        try {
          return JSON.parse(localStorage.getItem(cacheKey) ?? '{}')
        } catch {
          return {}
        }
      }
      const remember = (field: 'accounts' | 'chainId', value: unknown) =>
        localStorage.setItem(cacheKey, JSON.stringify({ ...cache(), [field]: value }))
      const fromCache = (method: string): { hit: boolean; value?: unknown } => {
        if (answers === 'relay') return { hit: false }
        const field =
          method === 'eth_accounts' ? 'accounts' : method === 'eth_chainId' ? 'chainId' : undefined
        const stored = field ? cache()[field] : undefined
        return stored === undefined ? { hit: false } : { hit: true, value: stored }
      }
      const provider = {
        async request(args: { method: string; params?: unknown[] }) {
          const cached = fromCache(args.method)
          if (cached.hit) {
            if (answers === 'tick') await new Promise((resolve) => setTimeout(resolve, 0))
            return cached.value
          }
          const reply = JSON.parse(
            (await relay?.(args.method, JSON.stringify(args.params ?? []))) ?? '{}',
          ) as {
            result?: unknown
            error?: { code: number; message: string }
          }
          if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
          if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts')
            remember('accounts', reply.result)
          if (args.method === 'eth_chainId') remember('chainId', reply.result)
          if (args.method === 'wallet_revokePermissions') remember('accounts', [])
          return reply.result
        },
        on(event: string, listener: Listener) {
          if (!listeners.has(event)) listeners.set(event, new Set())
          listeners.get(event)?.add(listener)
        },
        removeListener(event: string, listener: Listener) {
          listeners.get(event)?.delete(listener)
        },
      }
      Object.assign(window, {
        [emitName](event: string, value: unknown) {
          if (event === 'chainChanged') remember('chainId', value)
          if (event === 'accountsChanged') remember('accounts', value)
          for (const listener of listeners.get(event) ?? []) listener(value)
        },
      })
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        )
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
    },
    { info, answers: options.answers ?? 'relay', requestName, emitName } satisfies EvmPageSide,
  )
  return wallet
}

export type InjectedSolanaWalletOptions = {
  keypairs: readonly Keypair[]
  /** Where signAndSendTransaction submits (the devstack's litesvm RPC). */
  rpcUrl: string
  name?: string
  canSend?: boolean
  canSignIn?: boolean
}

/**
 * A Wallet Standard wallet injected into `page` before its scripts run, registered the way an
 * extension's content script does. As with `injectTestWallet`, the page side relays (bytes
 * carried as arrays) and the wallet (SolanaTestWallet) runs here, scripted by the test. Call
 * before `page.goto`.
 */
export async function injectSolanaTestWallet(
  page: PlaywrightPage,
  options: InjectedSolanaWalletOptions,
): Promise<SolanaTestWallet> {
  const name = options.name ?? 'OpenAppKit Test Wallet'
  const wallet = new SolanaTestWallet({ ...options, name })
  const key = name.replace(/[^a-zA-Z0-9]/g, '_')
  const requestName = `__oakSolanaWalletRequest_${key}`
  const changeName = `__oakSolanaWalletChange_${key}`
  const feature = (id: string) =>
    wallet.features[id as `${string}:${string}`] as Record<string, (...args: unknown[]) => Promise<unknown>>

  await page.exposeFunction(requestName, (featureId: string, method: string, argsJson: string) =>
    reply(async () => {
      const args = fromWire(JSON.parse(argsJson)) as unknown[]
      const call = feature(featureId)[method]
      if (!call) throw new Error(`${featureId} has no ${method}`)
      return toWire(await call(...args))
    }),
  )
  const on = feature('standard:events').on as unknown as (event: 'change', listener: () => void) => void
  on('change', () => callPage(page, changeName, toWire(wallet.accounts)))

  await page.addInitScript(
    ({ name, icon, chains, features, requestName, changeName }: SolanaPageSide) => {
      // Bytes travel as { $bytes: number[] } (see wire.ts, which this mirrors).
      const decode = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(decode)
        if (value && typeof value === 'object') {
          const bytes = (value as { $bytes?: number[] }).$bytes
          if (bytes) return Uint8Array.from(bytes)
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]))
        }
        return value
      }
      const encode = (value: unknown): unknown => {
        if (value instanceof Uint8Array) return { $bytes: [...value] }
        if (Array.isArray(value)) return value.map(encode)
        if (value && typeof value === 'object')
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]))
        return value
      }
      const relay = (window as never as Record<string, (f: string, m: string, a: string) => Promise<string>>)[
        requestName
      ]
      let accounts: readonly unknown[] = []
      const listeners = new Set<(change: { accounts: readonly unknown[] }) => void>()
      const setAccounts = (next: unknown) => {
        accounts = Object.freeze((decode(next) as object[]).map((a) => Object.freeze(a)))
        for (const listener of listeners) listener({ accounts })
      }
      Object.assign(window, { [changeName]: setAccounts })
      const call = async (featureId: string, method: string, args: unknown[]) => {
        const reply = JSON.parse(
          (await relay?.(featureId, method, JSON.stringify(encode(args)))) ?? '{}',
        ) as {
          result?: unknown
          error?: { code?: number; message: string }
        }
        if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
        return decode(reply.result)
      }
      const walletFeatures: Record<string, unknown> = {
        'standard:connect': {
          version: '1.0.0',
          connect: async (input?: unknown) => {
            const result = (await call('standard:connect', 'connect', [input])) as { accounts: unknown[] }
            accounts = Object.freeze(result.accounts.map((a) => Object.freeze(a)))
            return { accounts }
          },
        },
        'standard:disconnect': {
          version: '1.0.0',
          disconnect: () => call('standard:disconnect', 'disconnect', []),
        },
        'standard:events': {
          version: '1.0.0',
          on: (_event: string, listener: (change: { accounts: readonly unknown[] }) => void) => {
            listeners.add(listener)
            return () => listeners.delete(listener)
          },
        },
      }
      const methods: Record<string, string> = {
        'solana:signMessage': 'signMessage',
        'solana:signTransaction': 'signTransaction',
        'solana:signAndSendTransaction': 'signAndSendTransaction',
        'solana:signIn': 'signIn',
      }
      for (const [id, shape] of Object.entries(features)) {
        const method = methods[id]
        if (method)
          walletFeatures[id] = { ...shape, [method]: (...args: unknown[]) => call(id, method, args) }
      }
      const wallet = {
        version: '1.0.0',
        name,
        icon,
        chains,
        features: walletFeatures,
        get accounts() {
          return accounts
        },
      }
      const callback = ({ register }: { register(w: unknown): unknown }) => register(wallet)
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
      window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent).detail))
    },
    {
      name,
      icon: wallet.icon,
      chains: [...wallet.chains],
      // Each feature's static part (version, supported transaction versions); the methods relay.
      features: Object.fromEntries(
        Object.entries(wallet.features)
          .filter(([id]) => id.startsWith('solana:'))
          .map(([id, value]) => [
            id,
            Object.fromEntries(Object.entries(value as object).filter(([, v]) => typeof v !== 'function')),
          ]),
      ),
      requestName,
      changeName,
    } satisfies SolanaPageSide,
  )
  return wallet
}
