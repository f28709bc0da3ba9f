import type { SignClient as SignClientClass } from '@walletconnect/sign-client'
import { createWalletClient, type Hex, http, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSolanaAnswerer, type SolanaWalletOptions } from './solana-wallet.ts'

export { decodeBase58 } from '../solana/base58.ts'

// The phone wallet's behaviour, on a sign-client made elsewhere: in Node by createSignClient
// (tests, `wallet.ts`), in a browser by the playground's phone page. Nothing here needs Node.

type SignClient = InstanceType<typeof SignClientClass>

type SessionRequest = {
  id: number
  topic: string
  params: { chainId: string; request: { method: string; params: unknown } }
}

/** A session proposal as the wallet's user sees it: who asks, for which namespaces and chains. */
export type PhoneProposal = {
  id: number
  app: { name: string; url: string; description: string; icons: string[] }
  /** Required and optional namespaces together, as the user is asked about them. */
  namespaces: { namespace: string; chains: string[]; methods: string[] }[]
}

/** A session request as the wallet's user sees it. */
export type PhoneRequest = { id: number; topic: string; chainId: string; method: string; params: unknown }

/**
 * The wallet's user: answers each proposal and request (true approves). Unset, the wallet
 * approves everything, as the tests' phone does.
 */
export type PhoneUser = {
  proposal?(proposal: PhoneProposal): boolean | Promise<boolean>
  request?(request: PhoneRequest): boolean | Promise<boolean>
  /** A session it approved was acknowledged by the app (it is in `client.session` now). */
  settled?(topic: string): void
}

/** WalletConnect's own code and words for a refusal by the user (its SDK error USER_REJECTED). */
export const USER_REJECTED = { code: 5000, message: 'User rejected.' } as const

/** What a test does with the phone wallet, and what it can look at. */
export type WalletConnectWallet = {
  /** The wallet's sign-client, e.g. to wait for its own events. */
  client: SignClient
  address: Hex
  /** The methods of the session requests the wallet answered, in order. */
  handled: string[]
  /** The topic of the last approved session. */
  readonly topic: string | undefined
  /** The Solana account it approves (base58) when made with `solana`. */
  solanaAddress: string | undefined
  /**
   * Holds the next request of `method`: `received` resolves when it arrives, and the answer goes
   * out only on `release()` (a wallet the user has not answered yet).
   */
  holdNext(method: string): { received: Promise<void>; release(): void }
  /** Answers the next request of `method` with `result` as is (a broken or hostile wallet). */
  answerNextWith(method: string, result: unknown): void
  /** Resolves with the session topic once the first proposal was approved (rejects if that failed). */
  readonly approved: Promise<string>
  /** What the user does after scanning or pasting the link: pair; the proposal is then approved. */
  pair(uri: string): Promise<void>
  /** The user picks another chain in the wallet: it tells the dapp with a session event. */
  changeChain(id: number): Promise<void>
  /** The user ends the session in the wallet. */
  disconnect(): Promise<void>
  /** Stops the client's heartbeat and closes its socket. */
  close(): Promise<void>
}

export type PhoneWalletOptions = {
  privateKey: Hex
  chains: Record<number, string>
  /** Another key for some chains (chain id → key): the wallet approves and signs with it there. */
  keysByChain?: Record<number, Hex>
  /** A Solana account too: approved when the dapp asks for `solana`, answering its requests. */
  solana?: SolanaWalletOptions
  /**
   * The namespaces it approves of those the dapp asked for (all it can by default): a wallet that
   * picks. `[]`: a session with no account at all (its eip155 namespace empty, as sign-client
   * approves no session without a namespace).
   */
  approve?: readonly ('eip155' | 'solana')[]
  user?: PhoneUser
}

/**
 * The phone wallet on `client`: a viem local account for the keys, the chains' RPC for sending.
 * It approves proposals for all of `chains` (chain id → JSON-RPC URL; the lowest id is the
 * current chain), answers personal_sign, sends eth_sendTransaction through the current chain's
 * RPC and answers anything else with an error; with `solana`, it approves that namespace too and
 * answers its requests (`solana-wallet.ts`). `user` decides each proposal and request first.
 */
export function runPhoneWallet(
  client: SignClient,
  options: PhoneWalletOptions,
): Omit<WalletConnectWallet, 'close'> {
  const account = privateKeyToAccount(options.privateKey)
  const accountOn = (id: number) => {
    const key = options.keysByChain?.[id]
    return key ? privateKeyToAccount(key) : account
  }
  const chainIds = Object.keys(options.chains).map(Number)
  const solana = options.solana ? createSolanaAnswerer(options.solana) : undefined
  const held = new Map<string, { arrived(): void; released: Promise<void> }>()
  const scripted = new Map<string, unknown>()
  let chainId = chainIds[0] as number
  let topic: string | undefined
  const handled: string[] = []

  let settle: { resolve(topic: string): void; reject(error: unknown): void } | undefined
  const approved = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject }
  })
  // Handled for tests that never await `approved`: for them a failed approval is a pairing that
  // never completes.
  approved.catch(() => {})

  const sendTransaction = async (tx: { to: Hex; value?: Hex; data?: Hex }) => {
    // No viem chain: the chain id is asked from the current chain's RPC when signing.
    const wallet = createWalletClient({
      account: accountOn(chainId),
      transport: http(options.chains[chainId]),
    })
    return wallet.sendTransaction({
      chain: null,
      to: tx.to,
      value: tx.value ? BigInt(tx.value) : 0n,
      data: tx.data,
    })
  }

  client.on('session_proposal', async ({ id, params: proposal }) => {
    const asked = { ...proposal.requiredNamespaces, ...proposal.optionalNamespaces }
    try {
      const seen: PhoneProposal = {
        id,
        app: proposal.proposer.metadata,
        namespaces: Object.entries(asked).map(([namespace, asks]) => ({
          namespace,
          chains: [
            ...new Set([
              ...(proposal.requiredNamespaces[namespace]?.chains ?? []),
              ...(proposal.optionalNamespaces?.[namespace]?.chains ?? []),
            ]),
          ],
          methods: asks.methods,
        })),
      }
      if (options.user?.proposal && !(await options.user.proposal(seen))) {
        await client.reject({ id, reason: USER_REJECTED })
        settle?.reject(new Error('the user rejected the proposal'))
        return
      }
      const approves = (namespace: 'eip155' | 'solana') => options.approve?.includes(namespace) ?? true
      const session = await client.approve({
        id,
        namespaces: {
          ...(approves('eip155') || options.approve?.length === 0
            ? {
                eip155: {
                  chains: chainIds.map((c) => `eip155:${c}`),
                  accounts:
                    options.approve?.length === 0
                      ? []
                      : chainIds.map((c) => `eip155:${c}:${accountOn(c).address}`),
                  methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
                  events: ['accountsChanged', 'chainChanged'],
                },
              }
            : {}),
          ...(solana && asked.solana && approves('solana')
            ? {
                solana: {
                  chains: [solana.caipNetworkId],
                  accounts: [`${solana.caipNetworkId}:${solana.address}`],
                  methods: solana.methods,
                  events: ['accountsChanged', 'chainChanged'],
                },
              }
            : {}),
        },
      })
      topic = session.topic
      await session.acknowledged()
      options.user?.settled?.(session.topic)
      settle?.resolve(session.topic)
    } catch (error) {
      settle?.reject(error)
    }
  })

  client.on('session_request', async (event: SessionRequest) => {
    const { method, params } = event.params.request
    handled.push(method)
    const respond = (result: unknown) =>
      client.respond({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result } })
    const request = { id: event.id, topic: event.topic, chainId: event.params.chainId, method, params }
    if (options.user?.request && !(await options.user.request(request))) {
      return client.respond({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', error: USER_REJECTED },
      })
    }
    const hold = held.get(method)
    if (hold) {
      held.delete(method)
      hold.arrived()
      await hold.released
    }
    try {
      if (scripted.has(method)) {
        const result = scripted.get(method)
        scripted.delete(method)
        return await respond(result)
      }
      const list = params as unknown[]
      if (method === 'personal_sign') {
        return await respond(await accountOn(chainId).signMessage({ message: { raw: list[0] as Hex } }))
      }
      if (method === 'eth_sendTransaction') {
        return await respond(await sendTransaction(list[0] as { to: Hex }))
      }
      if (solana?.methods.includes(method)) {
        return await respond(await solana.answer(method, params as Record<string, unknown>))
      }
      throw new Error(`Unsupported method ${method}`)
    } catch (error) {
      await client.respond({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', error: { code: 5000, message: String(error) } },
      })
    }
  })

  return {
    client,
    address: account.address,
    solanaAddress: solana?.address,
    handled,
    holdNext(method) {
      let arrived = () => {}
      let release = () => {}
      const received = new Promise<void>((resolve) => {
        arrived = resolve
      })
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      held.set(method, { arrived, released })
      return { received, release }
    },
    answerNextWith(method, result) {
      scripted.set(method, result)
    },
    get topic() {
      return topic
    },
    approved,
    async pair(uri) {
      await client.pair({ uri })
    },
    async changeChain(id) {
      if (!topic) throw new Error('no session')
      chainId = id
      await client.emit({
        topic,
        chainId: `eip155:${id}`,
        event: { name: 'chainChanged', data: numberToHex(id) },
      })
    },
    async disconnect() {
      if (!topic) throw new Error('no session')
      await client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    },
  }
}
