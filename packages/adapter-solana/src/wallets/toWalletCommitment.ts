import type { SolanaCommitment } from '../validators/validateSignAndSendOptions.ts'

export type WalletCommitment = 'processed' | 'confirmed' | 'finalized'

/**
 * Wallet Standard knows only the three current levels; the deprecated names we accept
 * mean what the validator takes them to mean.
 */
export function toWalletCommitment(commitment: SolanaCommitment): WalletCommitment {
  switch (commitment) {
    case 'recent':
      return 'processed'
    case 'single':
    case 'singleGossip':
      return 'confirmed'
    case 'root':
    case 'max':
      return 'finalized'
    default:
      return commitment
  }
}
