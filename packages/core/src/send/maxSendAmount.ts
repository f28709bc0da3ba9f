import type { TokenBalance } from '../state/types.ts'
import { orUndefined } from '../utils/orUndefined.ts'
import { formatUnits, parseUnits } from '../utils/units.ts'

/**
 * What Max fills in: the whole balance of a token; for the native coin the balance less the
 * network fee, which is paid in it (undefined while the fee is unknown: a Max that the chain
 * then refuses would be worse than none). Never below zero.
 */
export function maxSendAmount(
  token: Pick<TokenBalance, 'address' | 'quantity'>,
  fee: bigint | undefined,
): string | undefined {
  const decimals = Number(token.quantity.decimals)
  const held = orUndefined(() => parseUnits(token.quantity.numeric, decimals))
  if (held === undefined) return undefined
  if (token.address) return formatUnits(held, decimals)
  if (fee === undefined) return undefined
  return formatUnits(held > fee ? held - fee : 0n, decimals)
}
