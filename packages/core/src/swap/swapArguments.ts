import { InvalidParametersError } from '../errors/parameters.ts'
import type { SwapState, SwapToken } from '../state/types.ts'

/**
 * What `open({ view: 'Swap', arguments })` may preset: tokens by symbol or CAIP-10 id, and the
 * amount of the source token (decimal, whole tokens).
 */
export type SwapArguments = {
  fromToken?: string | undefined
  toToken?: string | undefined
  amount?: string | undefined
}

const decimal = /^(\d+\.?\d*|\.\d+)$/

/**
 * Checks the arguments before the modal opens: an unknown key, a non-string or a malformed
 * amount throws, naming the field.
 */
export function parseSwapArguments(value: unknown): SwapArguments {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InvalidParametersError('Swap arguments', 'Expected an object { fromToken, toToken, amount }')
  const issues: string[] = []
  for (const [key, field] of Object.entries(value)) {
    if (!['fromToken', 'toToken', 'amount'].includes(key)) issues.push(`Unknown key "${key}"`)
    else if (field !== undefined && (typeof field !== 'string' || field === ''))
      issues.push(`${key}: expected a non-empty string`)
    else if (key === 'amount' && field !== undefined && !decimal.test(field as string))
      issues.push('amount: expected a decimal amount such as "0.5"')
  }
  if (issues.length > 0) throw new InvalidParametersError('Swap arguments', issues.join('\n'))
  return value as SwapArguments
}

/**
 * The form the arguments ask for, once the network's tokens are known; a token the list does
 * not have is left as the form has it (and named in `unknown`, for the view to say).
 */
export function resolveSwapArguments(
  args: SwapArguments,
  tokens: readonly SwapToken[],
): { patch: Partial<Pick<SwapState, 'sourceToken' | 'toToken' | 'sourceTokenAmount'>>; unknown: string[] } {
  const find = (wanted: string) =>
    tokens.find((t) => t.address.toLowerCase() === wanted.toLowerCase()) ??
    tokens.find((t) => t.symbol.toLowerCase() === wanted.toLowerCase())
  const patch: Partial<Pick<SwapState, 'sourceToken' | 'toToken' | 'sourceTokenAmount'>> = {}
  const unknown: string[] = []
  for (const [key, field] of [
    ['fromToken', 'sourceToken'],
    ['toToken', 'toToken'],
  ] as const) {
    const wanted = args[key]
    if (!wanted) continue
    const token = find(wanted)
    if (token) patch[field] = token
    else unknown.push(wanted)
  }
  if (args.amount !== undefined) patch.sourceTokenAmount = args.amount
  return { patch, unknown }
}
