import { boolean, type Check, number, objectOf, oneOf, optional } from './checks.ts'

/** The commitment levels `solana_signAndSendTransaction` takes. */
export const solanaCommitments = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

export type SolanaSignAndSendOptions = {
  skipPreflight?: boolean | undefined
  preflightCommitment?: (typeof solanaCommitments)[number] | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

/**
 * The options of `solana_signAndSendTransaction`: each field optional, no other key. One rule
 * for the adapter, the frame client and the WalletConnect path; `validate` runs it.
 */
export const solanaSignAndSendOptionsCheck: Check<SolanaSignAndSendOptions> = objectOf(
  {
    skipPreflight: optional(boolean),
    preflightCommitment: optional(oneOf(solanaCommitments)),
    maxRetries: optional(number),
    minContextSlot: optional(number),
  },
  'reject',
)
