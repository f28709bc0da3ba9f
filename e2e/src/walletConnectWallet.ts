import { createRequire, Module } from 'node:module'
import type { SignClient } from '@walletconnect/sign-client'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

type Client = InstanceType<typeof SignClient>

/**
 * Vitest runs Node with the `module` condition, so @walletconnect/core loads as its bundler-made
 * ESM, which default-imports two CommonJS packages whose class is `exports.default`; plain Node
 * hands it the whole exports object and every relay connection fails. Seeding require's cache
 * with modules whose exports are those classes makes the default import right. Must run before
 * the first import of the sign client.
 */
function seedWalletConnectCommonJs() {
  const fromHere = createRequire(import.meta.url)
  const fromCore = createRequire(
    createRequire(fromHere.resolve('@walletconnect/sign-client')).resolve('@walletconnect/core'),
  )
  for (const name of ['@walletconnect/jsonrpc-ws-connection', '@walletconnect/keyvaluestorage']) {
    const file = fromCore.resolve(name)
    const loaded = fromCore(file) as { default?: unknown }
    if (typeof loaded?.default !== 'function') continue
    const seeded = new Module(file)
    seeded.filename = file
    seeded.loaded = true
    seeded.exports = Object.assign(loaded.default, loaded)
    fromCore.cache[file] = seeded
  }
}

/** Keys and sessions in memory for the test's life; also keeps the core off its file storage. */
class MemoryStorage {
  readonly #items = new Map<string, unknown>()
  async getKeys() {
    return [...this.#items.keys()]
  }
  async getEntries<T>() {
    return [...this.#items].map(([key, value]) => [key, structuredClone(value)] as [string, T])
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

let created = 0

export type MobileWallet = {
  address: Hex
  /** What the user does after scanning or pasting the link: pair, then approve the proposal. */
  pair(uri: string): Promise<void>
  /** Resolves with the session topic once a proposal was approved. */
  readonly approved: Promise<string>
  close(): Promise<void>
}

/**
 * A phone wallet for the pairing test: the real @walletconnect/sign-client on the devstack's
 * relay, a viem local account for the keys. It approves the first proposal for `chainId` and
 * answers personal_sign. IS_VITEST keeps the client off WalletConnect's verify server and
 * telemetry is off, so it talks to the local relay only.
 */
export async function createMobileWallet(options: {
  relayUrl: string
  privateKey: Hex
  chainId: number
}): Promise<MobileWallet> {
  process.env.IS_VITEST = 'true'
  seedWalletConnectCommonJs()
  const { SignClient } = await import('@walletconnect/sign-client')
  const account = privateKeyToAccount(options.privateKey)
  created++
  const client: Client = await SignClient.init({
    relayUrl: options.relayUrl,
    projectId: 'openappkit-e2e',
    customStoragePrefix: `oak-e2e-${process.pid}-${created}`,
    storage: new MemoryStorage() as never,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'E2E Phone Wallet', description: 'e2e', url: 'http://127.0.0.1', icons: [] },
  })

  const approved = new Promise<string>((resolve, reject) => {
    client.once('session_proposal', async ({ id }) => {
      try {
        const chain = `eip155:${options.chainId}`
        const session = await client.approve({
          id,
          namespaces: {
            eip155: {
              chains: [chain],
              accounts: [`${chain}:${account.address}`],
              methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
              events: ['accountsChanged', 'chainChanged'],
            },
          },
        })
        await session.acknowledged()
        resolve(session.topic)
      } catch (error) {
        reject(error)
      }
    })
  })

  client.on('session_request', async (event) => {
    const { method, params } = event.params.request as { method: string; params: unknown[] }
    const reply =
      method === 'personal_sign'
        ? { result: await account.signMessage({ message: { raw: params[0] as Hex } }) }
        : { error: { code: 5000, message: `Unsupported method ${method}` } }
    await client.respond({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', ...reply } })
  })

  return {
    address: account.address,
    async pair(uri) {
      await client.pair({ uri })
    },
    approved,
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose()
    },
  }
}
