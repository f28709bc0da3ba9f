import { SignClient } from '@walletconnect/sign-client'
import { createWalletClient, type Hex, http, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * A key-value store for a WalletConnect core that lives as long as the test. Passing one also
 * keeps the core from building @walletconnect/keyvaluestorage, whose CommonJS default export
 * does not load under vitest.
 */
export class MemoryKeyValueStorage {
  readonly #items = new Map<string, unknown>()
  async getKeys() {
    return [...this.#items.keys()]
  }
  async getEntries<T>() {
    return [...this.#items].map(([k, v]) => [k, structuredClone(v)] as [string, T])
  }
  async getItem<T>(key: string) {
    return structuredClone(this.#items.get(key)) as T | undefined
  }
  async setItem<T>(key: string, value: T) {
    this.#items.set(key, structuredClone(value))
  }
  async removeItem(key: string) {
    this.#items.delete(key)
  }
}

let clients = 0
/** A fresh storage prefix: the WalletConnect core keeps one instance per prefix in the process. */
export function uniquePrefix(name: string): string {
  clients++
  return `oak-test-${process.pid}-${clients}-${name}`
}

type Client = InstanceType<typeof SignClient>
type SessionRequest = {
  id: number
  topic: string
  params: { request: { method: string; params: unknown[] } }
}

/**
 * A mobile wallet for the pairing tests: the real @walletconnect/sign-client on the wallet
 * side, a viem local account for keys, anvil for chains. It approves any proposal for the
 * given chains and answers personal_sign and eth_sendTransaction.
 */
export type WalletConnectWallet = {
  client: Client
  address: Hex
  handled: string[]
  readonly topic: string | undefined
  pair(uri: string): Promise<unknown>
  changeChain(id: number): Promise<void>
  disconnect(): Promise<void>
  close(): Promise<void>
}

export async function createWalletConnectWallet(options: {
  relayUrl: string
  privateKey: Hex
  chains: Record<number, string>
}): Promise<WalletConnectWallet> {
  process.env.IS_VITEST = 'true'
  const account = privateKeyToAccount(options.privateKey)
  const chainIds = Object.keys(options.chains).map(Number)
  const client: Client = await SignClient.init({
    relayUrl: options.relayUrl,
    projectId: 'openappkit-tests',
    customStoragePrefix: uniquePrefix('wallet'),
    storage: new MemoryKeyValueStorage() as never,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Test Mobile Wallet', description: 'tests', url: 'http://127.0.0.1', icons: [] },
  })
  let chainId = chainIds[0] as number
  let topic: string | undefined
  const handled: string[] = []

  const sendTransaction = async (tx: { to: Hex; value?: Hex; data?: Hex; gas?: Hex }) => {
    const url = options.chains[chainId] as string
    const wallet = createWalletClient({
      account,
      chain: {
        id: chainId,
        name: `chain ${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      },
      transport: http(url),
    })
    return wallet.sendTransaction({ to: tx.to, value: tx.value ? BigInt(tx.value) : 0n, data: tx.data })
  }

  client.on('session_proposal', async ({ id }) => {
    const namespaces = {
      eip155: {
        chains: chainIds.map((c) => `eip155:${c}`),
        accounts: chainIds.map((c) => `eip155:${c}:${account.address}`),
        methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
        events: ['accountsChanged', 'chainChanged'],
      },
    }
    const approved = await client.approve({ id, namespaces })
    topic = approved.topic
    await approved.acknowledged()
  })

  client.on('session_request', async (event: SessionRequest) => {
    const { method, params } = event.params.request
    handled.push(method)
    const respond = (result: unknown) =>
      client.respond({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result } })
    try {
      if (method === 'personal_sign') {
        return await respond(await account.signMessage({ message: { raw: params[0] as Hex } }))
      }
      if (method === 'eth_sendTransaction') {
        return await respond(await sendTransaction(params[0] as { to: Hex }))
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
    handled,
    get topic() {
      return topic
    },
    pair: (uri: string) => client.pair({ uri }),
    /** The user picks another chain in the wallet: it tells the dapp with a session event. */
    async changeChain(id: number) {
      if (!topic) throw new Error('no session')
      chainId = id
      await client.emit({
        topic,
        chainId: `eip155:${id}`,
        event: { name: 'chainChanged', data: numberToHex(id) },
      })
    },
    /** The user ends the session in the wallet. */
    async disconnect() {
      if (!topic) throw new Error('no session')
      await client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    },
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose()
    },
  }
}
