import { ed25519 } from '@noble/curves/ed25519.js'
import {
  BaseMessageSignerWalletAdapter,
  type TransactionOrVersionedTransaction,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
} from '@solana/wallet-adapter-base'
import type { Keypair, PublicKey, TransactionVersion } from '@solana/web3.js'

/**
 * A @solana/wallet-adapter-base adapter over a local keypair: the kind of non-Standard wallet
 * (hardware, custodial) an app passes in `wallets`. `autoConnect` succeeds only when the
 * "device" already trusts the app, like a Ledger that stays unlocked.
 */
export class KeypairWalletAdapter extends BaseMessageSignerWalletAdapter {
  name: WalletName = 'Keypair Adapter' as WalletName
  url = 'https://example.org/keypair-adapter'
  icon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
  readyState = WalletReadyState.Installed
  connecting = false
  supportedTransactionVersions: ReadonlySet<TransactionVersion> = new Set(['legacy', 0] as const)
  publicKey: PublicKey | null = null
  trusted = false
  #keypair: Keypair

  constructor(keypair: Keypair, name?: string) {
    super()
    this.#keypair = keypair
    if (name) this.name = name as WalletName
  }

  override async autoConnect() {
    if (this.trusted) await this.connect()
  }

  async connect() {
    this.publicKey = this.#keypair.publicKey
    this.trusted = true
    this.emit('connect', this.publicKey)
  }

  async disconnect() {
    this.publicKey = null
    this.emit('disconnect')
  }

  async signTransaction<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(
    transaction: T,
  ): Promise<T> {
    if (!this.publicKey) throw new WalletNotConnectedError()
    if ('version' in transaction) transaction.sign([this.#keypair])
    else transaction.partialSign(this.#keypair)
    return transaction
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    if (!this.publicKey) throw new WalletNotConnectedError()
    return ed25519.sign(message, this.#keypair.secretKey.slice(0, 32))
  }
}
