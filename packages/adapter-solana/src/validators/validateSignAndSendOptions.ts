import {
  type SolanaSignAndSendOptions,
  solanaSignAndSendOptionsCheck,
  validate,
} from '@openappkit/core/internal'
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'

export type { SolanaSignAndSendOptions }
export type SolanaCommitment = NonNullable<SolanaSignAndSendOptions['preflightCommitment']>

/**
 * Returns the options typed, or throws "Invalid solana_signAndSendTransaction options" naming
 * each bad or unknown field. The rule itself is core's, so the adapter, the frame client and the
 * WalletConnect path can never disagree on it.
 */
export function validateSignAndSendOptions(options: unknown): SolanaSignAndSendOptions {
  if (options === undefined) return {}
  const result = validate(solanaSignAndSendOptionsCheck, options)
  if (result.ok) return result.value
  const details = result.issues
    .map((issue) => `${issue.path ? `${issue.path}: ` : ''}${issue.message}`)
    .join('; ')
  throw new SolanaAdapterError(solanaErrorMessages.invalidSignAndSendOptions, { details })
}
