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
 * Not Before / Expiration Time, and its signed text must say what its data says.
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
  if (data.expirationTime && Date.parse(data.expirationTime) <= parameters.now) return 'expired'
  if (data.notBefore && Date.parse(data.notBefore) > parameters.now) return 'not valid yet'
  const signed = parseSiwxMessage(message)
  if (
    !signed ||
    signed.nonce !== data.nonce ||
    !sameAddress(parameters.chainId, signed.accountAddress, data.accountAddress)
  ) {
    return 'the signed message does not match its data'
  }
  return undefined
}

export function sameAddress(chainId: CaipNetworkId, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b
}
