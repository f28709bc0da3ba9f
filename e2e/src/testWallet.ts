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
}

export type TestWallet = {
  address: Hex
  /** The wallet's methods the page called, oldest first. */
  readonly calls: readonly string[]
  /** The next eth_requestAccounts is declined by the user (EIP-1193 code 4001). */
  declineNextConnect(): void
  /** The next eth_requestAccounts waits (the user has not decided yet) until `release` is called. */
  holdNextConnect(): { release(): void }
  /** The user moves the wallet to another chain; the page hears chainChanged. */
  moveToChain(chainId: number): Promise<void>
  readonly chainId: number
}

// A small wallet icon: what a real extension would announce.
const icon = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M8 12h16v10H8z" fill="#fff"/></svg>',
).toString('base64')}`

type Reply = { result?: unknown; error?: { code: number; message: string } }

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
  let hold: Promise<void> | undefined
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
      ([name, value]) =>
        (window as never as { __oakTestWalletEmit(n: string, v: unknown): void }).__oakTestWalletEmit(
          name as string,
          value,
        ),
      [event, data] as const,
    )

  const handle = async (method: string, params: unknown[]): Promise<Reply> => {
    calls.push(method)
    switch (method) {
      case 'eth_requestAccounts':
        if (hold) {
          const waiting = hold
          hold = undefined
          await waiting
        }
        if (declineNext) {
          declineNext = false
          return { error: { code: 4001, message: 'User rejected the request.' } }
        }
        connected = true
        return { result: [account.address] }
      case 'eth_accounts':
        return { result: connected ? [account.address] : [] }
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

  await page.exposeFunction('__oakTestWalletRequest', async (method: string, paramsJson: string) => {
    try {
      return JSON.stringify(await handle(method, JSON.parse(paramsJson) as unknown[]))
    } catch (error) {
      return JSON.stringify({ error: { code: -32603, message: (error as Error).message } })
    }
  })

  await page.addInitScript(
    (info) => {
      type Listener = (value: unknown) => void
      const listeners = new Map<string, Set<Listener>>()
      const relay = (window as never as { __oakTestWalletRequest(m: string, p: string): Promise<string> })
        .__oakTestWalletRequest
      const provider = {
        async request(args: { method: string; params?: unknown[] }) {
          const reply = JSON.parse(await relay(args.method, JSON.stringify(args.params ?? []))) as {
            result?: unknown
            error?: { code: number; message: string }
          }
          if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
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
        __oakTestWalletEmit(event: string, value: unknown) {
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
      uuid: '5d0b3a3e-6c3e-4c6b-9d2e-0a1b2c3d4e5f',
      name: options.name ?? 'OpenAppKit Test Wallet',
      rdns: options.rdns ?? 'org.openappkit.testwallet',
      icon,
    },
  )

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
    holdNextConnect() {
      let release = () => {}
      hold = new Promise<void>((resolve) => {
        release = resolve
      })
      return { release: () => release() }
    },
    async moveToChain(next: number) {
      chainId = next
      await emit('chainChanged', numberToHex(next))
    },
  }
}
