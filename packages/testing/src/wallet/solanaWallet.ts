import {
  Answers,
  type Approver,
  type HeldAnswer,
  settle,
  signSolanaMessage,
  signSolanaTransaction,
} from '@openappkit/devstack/wallet'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  SolanaSignIn,
  type SolanaSignInFeature,
  type SolanaSignInInput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { Connection, type Keypair } from '@solana/web3.js'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectInput,
  StandardDisconnect,
  StandardEvents,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { TEST_WALLET_ICON } from './eip6963.ts'
import { signInMessage } from './signInMessage.ts'

/** The requests the user is asked about. */
export type SolanaRequest =
  | 'connect'
  | 'signMessage'
  | 'signTransaction'
  | 'signAndSendTransaction'
  | 'signIn'

// The same icon as the EIP-6963 side: one wallet on both namespaces (core merges a row on the same
// name and the same icon bytes when the Wallet Standard side has no rdns).
const ICON = TEST_WALLET_ICON as WalletIcon
const CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
const ACCOUNT_FEATURES = [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction] as const

function toAccount(keypair: Keypair): WalletAccount {
  return Object.freeze({
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains: CHAINS,
    features: ACCOUNT_FEATURES,
  })
}

export type SolanaWalletOptions = {
  name: string
  keypairs: readonly Keypair[]
  /** Where signAndSendTransaction submits (the devstack's litesvm RPC). */
  rpcUrl: string
  icon?: WalletIcon
  /** false: a wallet that only signs and leaves submitting to the app. */
  canSend?: boolean
  /** Also offer solana:signIn (Sign In With Solana). */
  canSignIn?: boolean
  /** See the class comment. */
  exposesAll?: boolean
  /** Decides requests that need the user (the dev wallet's prompt); all approved when unset. */
  approver?: Approver
  /** Whether the site is already trusted (an extension remembers it across reloads). */
  connected?: boolean
  /** Called when the site becomes trusted or stops being so, to remember it. */
  onConnectedChange?: (connected: boolean) => void
}

/**
 * A Wallet Standard wallet over local keypairs, behaving like an extension: it asks the user
 * (each ask recorded in `calls`) unless the app is already authorised, answers as scripted
 * (`rejectNext`, `hold`, `answerNext`), switches accounts and ends sessions from its own side,
 * and sends to the given RPC. It runs in a browser as in Node.
 *
 * By default it exposes one account, the selected one (as Phantom does). With `exposesAll` it
 * authorises all its keypairs: a switch reports the chosen one first, but a connect lists them in
 * the wallet's own order, as wallets do on a fresh page load.
 */
export class SolanaTestWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly icon: WalletIcon
  readonly chains = CHAINS
  readonly name: string
  readonly answers = new Answers()
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
  readonly features: Wallet['features']

  readonly #exposesAll: boolean
  #keypairs: readonly Keypair[]
  #selected = 0
  #authorized: boolean
  #onConnectedChange: ((connected: boolean) => void) | undefined
  #rpcUrl: string
  #listeners = new Set<StandardEventsListeners['change']>()

  constructor(options: SolanaWalletOptions) {
    this.name = options.name
    this.icon = options.icon ?? ICON
    this.#exposesAll = options.exposesAll ?? false
    this.#keypairs = options.keypairs
    this.#rpcUrl = options.rpcUrl
    this.answers.approver = options.approver
    this.#authorized = options.connected ?? false
    this.#onConnectedChange = options.onConnectedChange
    const features: Record<string, unknown> = {
      [StandardConnect]: {
        version: '1.0.0',
        connect: (input?: StandardConnectInput) => this.#connect(input),
      },
      [StandardDisconnect]: { version: '1.0.0', disconnect: async () => this.#end() },
      [StandardEvents]: {
        version: '1.0.0',
        on: (_event: 'change', listener: StandardEventsListeners['change']) => {
          this.#listeners.add(listener)
          return () => this.#listeners.delete(listener)
        },
      },
      [SolanaSignMessage]: {
        version: '1.1.0',
        signMessage: (...inputs: SolanaSignMessageInput[]) => this.#signMessage(inputs),
      } satisfies SolanaSignMessageFeature[typeof SolanaSignMessage],
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs: SolanaSignTransactionInput[]) => this.#signTransaction(inputs),
      } satisfies SolanaSignTransactionFeature[typeof SolanaSignTransaction],
    }
    // Some wallets only sign and leave submitting to the app.
    if (options.canSend !== false)
      features[SolanaSignAndSendTransaction] = {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs: SolanaSignAndSendTransactionInput[]) => this.#signAndSend(inputs),
      } satisfies SolanaSignAndSendTransactionFeature[typeof SolanaSignAndSendTransaction]
    if (options.canSignIn)
      features[SolanaSignIn] = {
        version: '1.0.0',
        signIn: (...inputs: SolanaSignInInput[]) => this.#signIn(inputs),
      } satisfies SolanaSignInFeature[typeof SolanaSignIn]
    this.features = features as Wallet['features']
  }

  get accounts(): readonly WalletAccount[] {
    const selected = this.#keypairs[this.#selected]
    if (!this.#authorized || !selected) return []
    const others = this.#exposesAll ? this.#keypairs.filter((k) => k !== selected) : []
    return [selected, ...others].map(toAccount)
  }

  /** The requests the user was asked about, oldest first. */
  get calls(): readonly SolanaRequest[] {
    return this.answers.requests.map((r) => r.method as SolanaRequest)
  }

  /** How many times the user saw a prompt. */
  get prompts(): number {
    return this.answers.requests.length
  }

  get connected(): boolean {
    return this.#authorized
  }

  /** The next `request` is refused by the user (code 4001). */
  rejectNext(request: SolanaRequest): void {
    this.answers.next(request, { kind: 'refuse' })
  }

  /** The next `request` gets `value` as its result, whatever it is (garbage). */
  answerNext(request: SolanaRequest, value: unknown): void {
    this.answers.next(request, { kind: 'answer', value })
  }

  /** The next `request` waits until `release` (the user has not decided yet). */
  hold(request: SolanaRequest): HeldAnswer {
    return this.answers.hold(request)
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

  #setAuthorized(value: boolean) {
    if (value === this.#authorized) return
    this.#authorized = value
    this.#onConnectedChange?.(value)
  }

  #emit() {
    for (const listener of this.#listeners) listener({ accounts: this.accounts })
  }

  #end() {
    this.#setAuthorized(false)
    this.#emit()
  }

  async #ask<T>(request: SolanaRequest, params: unknown, work: () => Promise<T> | T): Promise<T> {
    const answer = await this.answers.decide(request, params, true)
    return (await settle(answer, work)) as T
  }

  async #connect(input?: StandardConnectInput) {
    if (input?.silent) this.silentConnects += 1
    if (!this.#authorized) {
      if (input?.silent) return { accounts: [] }
      return this.#ask('connect', input, () => {
        this.#setAuthorized(true)
        this.#emit()
        return { accounts: this.#connected() }
      })
    }
    return { accounts: this.#connected() }
  }

  #connected() {
    return this.#exposesAll ? this.#keypairs.map(toAccount) : this.accounts
  }

  #keypairFor(address: string): Keypair {
    const keypair = this.#keypairs.find((k) => k.publicKey.toBase58() === address)
    if (!this.#authorized || !keypair) throw new Error('Account not authorised')
    return keypair
  }

  #signBytes(bytes: Uint8Array, address: string) {
    return signSolanaMessage(this.#keypairFor(address), bytes)
  }

  #signMessage(inputs: readonly SolanaSignMessageInput[]) {
    return this.#ask('signMessage', inputs, () =>
      inputs.map(({ account, message }) => ({
        signedMessage: message,
        signature: this.#signBytes(message, account.address),
        signatureType: 'ed25519' as const,
      })),
    )
  }

  #sign(input: SolanaSignTransactionInput) {
    return signSolanaTransaction(this.#keypairFor(input.account.address), input.transaction)
  }

  #signTransaction(inputs: readonly SolanaSignTransactionInput[]) {
    return this.#ask('signTransaction', inputs, () =>
      inputs.map((input) => ({ signedTransaction: this.#sign(input).wire })),
    )
  }

  #signAndSend(inputs: readonly SolanaSignAndSendTransactionInput[]) {
    return this.#ask('signAndSendTransaction', inputs, async () => {
      const connection = new Connection(this.#rpcUrl, 'confirmed')
      const outputs = []
      for (const input of inputs) {
        this.sendOptions.push(input.options)
        const { id, wire } = this.#sign(input)
        await this.whileSending?.()
        if (!this.dropsSends) await connection.sendRawTransaction(wire, input.options)
        outputs.push({ signature: id })
      }
      return outputs
    })
  }

  #signIn(inputs: readonly SolanaSignInInput[]) {
    return this.#ask('signIn', inputs, () => {
      // Signing in also connects, as wallets do.
      this.#setAuthorized(true)
      this.#emit()
      return inputs.map((input) => {
        const [account] = this.accounts.filter((a) => !input.address || a.address === input.address)
        if (!account) throw new Error(`No account ${input.address}`)
        const signedMessage = new TextEncoder().encode(signInMessage(input, account.address))
        return {
          account,
          signedMessage,
          signature: this.#signBytes(signedMessage, account.address),
          signatureType: 'ed25519' as const,
        }
      })
    })
  }
}
