import type { CaipNetworkId } from '../networks/types.ts'
import { validate } from '../validators/checks.ts'
import { parseSiwxMessage } from './parseSiwxMessage.ts'
import { siwxSessionCheck } from './siwxSessionSchema.ts'

export type CheckSiwxSessionParameters = {
  /** The account and chain that are active now. */
  chainId: CaipNetworkId
  address: string
  now: number
}

/**
 * Why `session` does not sign in the active account, or undefined when it does: it must be well
 * formed, of this chain and address (EVM addresses compared without case), within its
 * Not Before / Expiration Time (its data's and its signed text's), and its signed text must say
 * what its data says (the data is only a copy: data that promises more than the text is
 * refused). Its signature is checked apart, by the adapter (`sessionSignatureHolds`).
 */
export function checkSiwxSession(
  session: unknown,
  parameters: CheckSiwxSessionParameters,
): string | undefined {
  const parsed = validate(siwxSessionCheck, session)
  if (!parsed.ok) return 'malformed session'
  const { data, message } = parsed.value
  if (data.chainId !== parameters.chainId) return 'another chain'
  if (!sameAddress(parameters.chainId, data.accountAddress, parameters.address)) return 'another address'
  const signed = parseSiwxMessage(message)
  if (!signed || !sameAddress(parameters.chainId, signed.accountAddress, data.accountAddress))
    return 'the signed message does not match its data'
  const fields = ['domain', 'uri', 'nonce', 'issuedAt', 'statement'] as const
  if (fields.some((field) => signed[field] !== data[field]))
    return 'the signed message does not match its data'
  // A Solana wallet's own text may leave the chain out; when it names one, it is the session's.
  if (!signed.chainId.endsWith(':') && signed.chainId !== data.chainId)
    return 'the signed message does not match its data'
  // The times of both hold: the data may be stricter than the text (a wallet that left one out),
  // never looser.
  for (const times of [data, signed]) {
    if (times.expirationTime && Date.parse(times.expirationTime) <= parameters.now) return 'expired'
    if (times.notBefore && Date.parse(times.notBefore) > parameters.now) return 'not valid yet'
  }
  return undefined
}

export function sameAddress(chainId: CaipNetworkId, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b
}
