import type { Connector } from '@openappkit/core'
import type { SolanaSignInInput } from '@solana/wallet-standard-features'
import type { Connection, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { WalletChain } from '../networks/walletChainOf.ts'
import type { SolanaSignAndSendOptions } from '../validators/validateSignAndSendOptions.ts'

export type SolanaTransaction = Transaction | VersionedTransaction

/** A wallet-side change: the authorised accounts now (empty when the wallet ended the session). */
export type WalletChange = { accounts: readonly string[] }

/**
 * What the adapter needs from a wallet, whichever way it was found: a Wallet Standard wallet
 * or a @solana/wallet-adapter-base adapter the app passed. Addresses are base58 strings.
 */
export type SolanaWallet = {
  readonly connector: Connector
  /** Accounts this app is authorised for right now. */
  accounts(): readonly string[]
  /** `silent` must never prompt; it yields [] when the wallet has not authorised the app. */
  connect(options: { silent: boolean }): Promise<readonly string[]>
  disconnect(): Promise<void>
  readonly canSignMessage: boolean
  signMessage(parameters: { address: string; message: Uint8Array }): Promise<Uint8Array>
  /**
   * Sign In With Solana (`solana:signIn`), where the wallet has it: the wallet writes the message
   * from `input` and signs it with `input.address`. Absent when the wallet lacks the feature.
   */
  signIn?(input: SolanaSignInInput & { address: string }): Promise<{
    address: string
    signedMessage: Uint8Array
    signature: Uint8Array
  }>
  /** Has the wallet sign and submit; returns the base58 signature. */
  signAndSend(parameters: {
    address: string
    transaction: SolanaTransaction
    chain: WalletChain
    connection: Connection
    options: SolanaSignAndSendOptions
  }): Promise<string>
  onChange(listener: (change: WalletChange) => void): () => void
}
