import { SolanaAdapterError, solanaErrorMessages } from '../errors'

// SPEC §5. Core holds the same rule as a zod schema but does not export it yet; this keeps the
// adapter free of zod and gives one message listing every bad field.

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
export type SolanaCommitment = (typeof solanaCommitments)[number]

/** The options of `solana_signAndSendTransaction`. */
export type SolanaSignAndSendOptions = {
  skipPreflight?: boolean | undefined
  preflightCommitment?: SolanaCommitment | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

const checks: Record<keyof SolanaSignAndSendOptions, (value: unknown) => string | undefined> = {
  skipPreflight: (value) => (typeof value === 'boolean' ? undefined : 'skipPreflight must be a boolean'),
  preflightCommitment: (value) =>
    (solanaCommitments as readonly unknown[]).includes(value)
      ? undefined
      : `preflightCommitment must be one of ${solanaCommitments.join(', ')}`,
  maxRetries: (value) =>
    typeof value === 'number' && !Number.isNaN(value) ? undefined : 'maxRetries must be a number',
  minContextSlot: (value) =>
    typeof value === 'number' && !Number.isNaN(value) ? undefined : 'minContextSlot must be a number',
}

/**
 * Returns the options typed, or throws "Invalid solana_signAndSendTransaction options" naming
 * each bad or unknown field. Absent (`undefined`) fields are allowed.
 */
export function validateSignAndSendOptions(options: unknown): SolanaSignAndSendOptions {
  if (options === undefined) return {}
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new SolanaAdapterError(solanaErrorMessages.invalidSignAndSendOptions, {
      details: 'options must be an object',
    })
  }
  const problems: string[] = []
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue
    const check = checks[key as keyof SolanaSignAndSendOptions]
    const problem = check ? check(value) : `unknown option "${key}"`
    if (problem) problems.push(problem)
  }
  if (problems.length) {
    throw new SolanaAdapterError(solanaErrorMessages.invalidSignAndSendOptions, {
      details: problems.join('; '),
    })
  }
  return options as SolanaSignAndSendOptions
}
