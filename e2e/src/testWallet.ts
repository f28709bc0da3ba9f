import type { Devstack } from '@openappkit/devstack'
import type { Page } from 'playwright-core'
import { createWalletClient, type Hex, http, isHex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export type TestWalletOptions = {
  /** The chain every call that is not the wallet's own is forwarded to (anvil). */
  rpcUrl: string
  privateKey: Hex
  /** The chain the wallet starts on. */
  chainId: number
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
}

export type HeldAnswer = {
  /** Whether the held call has been made (the page waits on it from then on). */
  readonly reached: boolean
  /** The wallet answers now. */
  release(): void
}

export type TestWallet = {
  address: Hex
  /** The wallet's methods the page called, oldest first. */
  readonly calls: readonly string[]
  /** The next eth_requestAccounts is declined by the user (EIP-1193 code 4001). */
  declineNextConnect(): void
  /** The next eth_requestAccounts waits (the user has not decided yet) until `release` is called. */
  holdNextConnect(): HeldAnswer
  /** The next call of `method` that reaches this side waits until `release` is called. */
  hold(method: string): HeldAnswer
  /** Whether the wallet grants the page its account (false after wallet_revokePermissions). */
  readonly connected: boolean
  /** The user moves the wallet to another chain; the page hears chainChanged. */
  moveToChain(chainId: number): Promise<void>
  readonly chainId: number
}

// A small wallet icon: what a real extension would announce.
const icon = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M8 12h16v10H8z" fill="#fff"/></svg>',
).toString('base64')}`

type Reply = { result?: unknown; error?: { code: number; message: string } }

/** A stable uuid per rdns: the default wallet keeps the one it always announced. */
function uuidFor(rdns: string): string {
  if (rdns === 'org.openappkit.testwallet') return '5d0b3a3e-6c3e-4c6b-9d2e-0a1b2c3d4e5f'
  const hex = Buffer.from(rdns).toString('hex').padEnd(32, '0').slice(0, 32)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * An EIP-6963 wallet injected into `page` before its scripts run, like a browser extension. The
 * page side only announces a provider and relays requests; the wallet runs here in Node with a
 * viem local account: it answers accounts and chain, signs locally and forwards every other call
 * to anvil. Call before `page.goto`.
 */
export async function injectTestWallet(page: Page, options: TestWalletOptions): Promise<TestWallet> {
  const account = privateKeyToAccount(options.privateKey)
  const calls: string[] = []
  let chainId = options.chainId
  let connected = false
  let declineNext = false
  const holds = new Map<string, { wait: Promise<void>; reach(): void }>()
  const key = (options.rdns ?? 'org.openappkit.testwallet').replace(/[^a-zA-Z0-9]/g, '_')
  const requestName = `__oakTestWalletRequest_${key}`
  const emitName = `__oakTestWalletEmit_${key}`
  const anvilChainId = options.chainId

  const forward = async (method: string, params: unknown[]): Promise<Reply> => {
    const response = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as Reply
    return body.error ? { error: body.error } : { result: body.result }
  }

  const emit = (event: string, data: unknown) =>
    page.evaluate(
      ([emitter, name, value]) =>
        (window as never as Record<string, (n: string, v: unknown) => void>)[emitter as string]?.(
          name as string,
          value,
        ),
      [emitName, event, data] as const,
    )

  const handle = async (method: string, params: unknown[]): Promise<Reply> => {
    calls.push(method)
    const held = holds.get(method)
    if (held) {
      holds.delete(method)
      held.reach()
      await held.wait
    }
    switch (method) {
      case 'eth_requestAccounts':
        if (declineNext) {
          declineNext = false
          return { error: { code: 4001, message: 'User rejected the request.' } }
        }
        connected = true
        return { result: [account.address] }
      case 'eth_accounts':
        return { result: connected ? [account.address] : [] }
      case 'wallet_revokePermissions':
        connected = false
        return { result: null }
      case 'eth_chainId':
        return { result: numberToHex(chainId) }
      case 'wallet_switchEthereumChain': {
        const requested = (params[0] as { chainId?: unknown } | undefined)?.chainId
        if (typeof requested !== 'string' || !isHex(requested))
          return { error: { code: -32602, message: 'Invalid chainId' } }
        chainId = Number(requested)
        void emit('chainChanged', requested)
        return { result: null }
      }
      case 'personal_sign': {
        const [message] = params as [Hex]
        return { result: await account.signMessage({ message: { raw: message } }) }
      }
      case 'eth_sendTransaction': {
        const [tx] = params as [{ to: Hex; value?: Hex; data?: Hex }]
        const client = createWalletClient({
          account,
          transport: http(options.rpcUrl),
          chain: {
            id: anvilChainId,
            name: 'anvil',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: [options.rpcUrl] } },
          },
        })
        const hash = await client.sendTransaction({
          to: tx.to,
          value: tx.value ? BigInt(tx.value) : undefined,
          data: tx.data,
        })
        return { result: hash }
      }
      default:
        return forward(method, params)
    }
  }

  await page.exposeFunction(requestName, async (method: string, paramsJson: string) => {
    try {
      return JSON.stringify(await handle(method, JSON.parse(paramsJson) as unknown[]))
    } catch (error) {
      return JSON.stringify({ error: { code: -32603, message: (error as Error).message } })
    }
  })

  await page.addInitScript(
    ({ info, answers, requestName, emitName }) => {
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
    {
      info: {
        uuid: options.uuid ?? uuidFor(options.rdns ?? 'org.openappkit.testwallet'),
        name: options.name ?? 'OpenAppKit Test Wallet',
        rdns: options.rdns ?? 'org.openappkit.testwallet',
        icon,
      },
      answers: options.answers ?? 'relay',
      requestName,
      emitName,
    },
  )

  const hold = (method: string): HeldAnswer => {
    let release = () => {}
    let reached = false
    holds.set(method, {
      wait: new Promise<void>((resolve) => {
        release = resolve
      }),
      reach: () => {
        reached = true
      },
    })
    return {
      get reached() {
        return reached
      },
      release: () => release(),
    }
  }

  return {
    address: account.address,
    get calls() {
      return calls
    },
    get chainId() {
      return chainId
    },
    declineNextConnect() {
      declineNext = true
    },
    holdNextConnect: () => hold('eth_requestAccounts'),
    hold,
    get connected() {
      return connected
    },
    async moveToChain(next: number) {
      chainId = next
      await emit('chainChanged', numberToHex(next))
    },
  }
}

/**
 * The test wallet on the devstack's EVM chain with test account `account` (0 unless given): what
 * every browser test injects before it opens the playground.
 */
export function injectDevstackWallet(
  page: Page,
  devstack: Devstack,
  options: Partial<Omit<TestWalletOptions, 'privateKey'>> & { account?: number } = {},
): Promise<TestWallet> {
  const { account: index = 0, ...rest } = options
  const account = devstack.accounts.evm[index]
  if (!account) throw new Error(`the devstack has no EVM test account ${index}`)
  return injectTestWallet(page, {
    rpcUrl: devstack.urls.evmRpc,
    chainId: devstack.chains.evm.chainId,
    privateKey: account.privateKey,
    ...rest,
  })
}
