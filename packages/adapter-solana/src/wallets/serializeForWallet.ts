import type { SolanaTransactionVersion } from '@solana/wallet-standard-features'
import type { SolanaTransaction } from './types.ts'

export function transactionVersionOf(transaction: SolanaTransaction): SolanaTransactionVersion {
  return 'version' in transaction ? transaction.version : 'legacy'
}

/** Wire bytes for a wallet to sign: the wallet adds its own signature, so none may be required yet. */
export function serializeForWallet(transaction: SolanaTransaction): Uint8Array {
  return 'version' in transaction
    ? transaction.serialize()
    : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}
