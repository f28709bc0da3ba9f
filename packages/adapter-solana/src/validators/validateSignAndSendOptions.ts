import { solanaSignAndSendOptionsSchema } from '@openappkit/core/internal'
import { SolanaAdapterError, solanaErrorMessages } from '../errors'

/** The options of `solana_signAndSendTransaction`. */
export type SolanaSignAndSendOptions = ReturnType<typeof solanaSignAndSendOptionsSchema.parse>
export type SolanaCommitment = NonNullable<SolanaSignAndSendOptions['preflightCommitment']>

/**
 * Returns the options typed, or throws "Invalid solana_signAndSendTransaction options" naming
 * each bad or unknown field. The rule itself is core's schema, so the adapter, the frame client
 * and the WalletConnect path can never disagree on it.
 */
export function validateSignAndSendOptions(options: unknown): SolanaSignAndSendOptions {
  if (options === undefined) return {}
  const result = solanaSignAndSendOptionsSchema.safeParse(options)
  if (result.success) return result.data
  const details = result.error.issues
    .map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`)
    .join('; ')
  throw new SolanaAdapterError(solanaErrorMessages.invalidSignAndSendOptions, { details })
}
