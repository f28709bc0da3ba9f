import { ed25519 } from '@noble/curves/ed25519.js'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { Connection, type Keypair, VersionedTransaction } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  type StandardConnectInput,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'

type Request = 'connect' | 'signMessage' | 'signTransaction' | 'signAndSendTransaction'

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const
const CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const

/**
 * A Wallet Standard wallet over local keypairs, behaving like an extension: it prompts (counted
 * in `prompts`) unless the app is already authorised, can be told to refuse, switches accounts
 * and ends sessions from its own side, and sends to the devstack's RPC.
 *
 * By default it exposes one account, the selected one (as Phantom does). With `exposesAll` it
 * authorises all its keypairs: a switch reports the chosen one first, but a connect lists them in
 * the wallet's own order, as wallets do on a fresh page load.
 */
function toAccount(keypair: Keypair): WalletAccount {
  return new ReadonlyWalletAccount({
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains: CHAINS,
    features: [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction],
  })
}

export class TestWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly icon = ICON
  readonly chains = CHAINS
  readonly name: string
  /** How many times the user would have seen a prompt. */
  prompts = 0
  /** What the user refuses next. */
  readonly refuse = new Set<Request>()
  /** Every request, in order, so tests can assert the wallet was never asked. */
  readonly requests: Request[] = []
  /** The options each signAndSendTransaction carried. */
  readonly sendOptions: unknown[] = []
  /** Silent (no-prompt) connects, as a page load's sync makes them. */
  silentConnects = 0
  /**
   * Signs and reports a signature but never submits, like a wallet whose RPC dropped the
   * transaction: it never lands.
   */
  dropsSends = false
  /** Runs after signing, before answering: the time the wallet holds the transaction. */
  whileSending: (() => Promise<void>) | undefined

  readonly #exposesAll: boolean

  #keypairs: readonly Keypair[]
  #selected = 0
  #authorized = false
  #rpcUrl: string
  #listeners = new Set<StandardEventsListeners['change']>()

  constructor(parameters: {
    name: string
    keypairs: readonly Keypair[]
    rpcUrl: string
    canSend?: boolean
    exposesAll?: boolean
  }) {
    this.name = parameters.name
    this.#exposesAll = parameters.exposesAll ?? false
    this.#keypairs = parameters.keypairs
    this.#rpcUrl = parameters.rpcUrl
    // Some wallets only sign and leave submitting to the app.
    if (parameters.canSend === false) {
      delete (this.features as Record<string, unknown>)[SolanaSignAndSendTransaction]
    }
  }

  get accounts(): readonly WalletAccount[] {
    const selected = this.#keypairs[this.#selected]
    if (!this.#authorized || !selected) return []
    const others = this.#exposesAll ? this.#keypairs.filter((k) => k !== selected) : []
    return [selected, ...others].map(toAccount)
  }

  readonly features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature = {
    [StandardConnect]: { version: '1.0.0', connect: (input) => this.#connect(input) },
    [StandardDisconnect]: { version: '1.0.0', disconnect: async () => this.#end() },
    [StandardEvents]: {
      version: '1.0.0',
      on: (_event, listener) => {
        this.#listeners.add(listener)
        return () => this.#listeners.delete(listener)
      },
    },
    [SolanaSignMessage]: { version: '1.1.0', signMessage: (...inputs) => this.#signMessage(inputs) },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (...inputs) => this.#signTransaction(inputs),
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: (...inputs) => this.#signAndSend(inputs),
    },
  }

  /** The user picks another account in the wallet. */
  switchAccount(index: number) {
    this.#selected = index
    this.#emit()
  }

  /** The user ends the session from the wallet's own UI. */
  disconnectFromWallet() {
    this.#end()
  }

  #emit() {
    for (const listener of this.#listeners) listener({ accounts: this.accounts })
  }

  #end() {
    this.#authorized = false
    this.#emit()
  }

  #ask(request: Request) {
    this.requests.push(request)
    this.prompts += 1
    if (this.refuse.delete(request)) {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
  }

  async #connect(input?: StandardConnectInput) {
    if (input?.silent) this.silentConnects += 1
    if (!this.#authorized) {
      if (input?.silent) return { accounts: [] }
      this.#ask('connect')
      this.#authorized = true
      this.#emit()
    }
    return { accounts: this.#exposesAll ? this.#keypairs.map(toAccount) : this.accounts }
  }

  #keypairFor(account: WalletAccount): Keypair {
    const keypair = this.#keypairs.find((k) => k.publicKey.toBase58() === account.address)
    if (!this.#authorized || !keypair) throw new Error('Account not authorised')
    return keypair
  }

  async #signMessage(inputs: readonly SolanaSignMessageInput[]) {
    this.#ask('signMessage')
    return inputs.map(({ account, message }) => ({
      signedMessage: message,
      signature: ed25519.sign(message, this.#keypairFor(account).secretKey.slice(0, 32)),
      signatureType: 'ed25519' as const,
    }))
  }

  #sign(input: SolanaSignTransactionInput): VersionedTransaction {
    const transaction = VersionedTransaction.deserialize(input.transaction)
    transaction.sign([this.#keypairFor(input.account)])
    return transaction
  }

  async #signTransaction(inputs: readonly SolanaSignTransactionInput[]) {
    this.#ask('signTransaction')
    return inputs.map((input) => ({ signedTransaction: this.#sign(input).serialize() }))
  }

  async #signAndSend(inputs: readonly SolanaSignAndSendTransactionInput[]) {
    this.#ask('signAndSendTransaction')
    const connection = new Connection(this.#rpcUrl, 'confirmed')
    const outputs = []
    for (const input of inputs) {
      this.sendOptions.push(input.options)
      const transaction = this.#sign(input)
      await this.whileSending?.()
      if (!this.dropsSends) await connection.sendRawTransaction(transaction.serialize(), input.options)
      const [signature] = transaction.signatures
      if (!signature) throw new Error('Unsigned transaction')
      outputs.push({ signature })
    }
    return outputs
  }
}
