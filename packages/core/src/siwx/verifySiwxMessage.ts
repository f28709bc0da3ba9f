import { BaseError } from '../errors/base.ts'
import type { CaipNetworkId } from '../networks/types.ts'
import { orUndefined } from '../utils/orUndefined.ts'
import { parseSiwxMessage } from './parseSiwxMessage.ts'
import type { SiwxMessageData, SiwxSession } from './types.ts'
import { type EvmSignatureVerifier, verifySiwxSignature } from './verifySiwxSignature.ts'

/** Why a sign-in was refused: the field of the message that failed, or its signature. */
export type SiwxRefusal =
  | 'message'
  | 'nonce'
  | 'domain'
  | 'uri'
  | 'chainId'
  | 'issuedAt'
  | 'expirationTime'
  | 'notBefore'
  | 'signature'

/** A sign-in that does not prove what it claims. `reason` names what failed. */
export class SiwxVerificationError extends BaseError {
  override name = 'SiwxVerificationError'
  static override readonly docsPath = '/errors#siwxverificationerror'
  readonly reason: SiwxRefusal
  constructor(reason: SiwxRefusal, details: string) {
    super('The sign-in could not be verified', { details })
    this.reason = reason
  }
}

export type VerifySiwxMessageParameters = {
  /** The exact text the wallet signed. */
  message: string
  /** As the wallet returned it: 0x-hex on eip155, base58 on Solana. */
  signature: string
  /** The host the sign-in must be for: the request's `Origin` host (`app.example`, `127.0.0.1:5173`). */
  domain: string
  /**
   * Whether the server issued this nonce and it is unused. Spend it here: it is called once the
   * message is read, before anything else is checked, so a refused message cannot be tried again
   * with its nonce. It may throw a refusal of its own (a nonce issued to another client).
   */
  nonce: (nonce: string, data: SiwxMessageData) => boolean | Promise<boolean>
  /** The server's clock, ms since the epoch. Default `Date.now()`. */
  now?: number | undefined
  /** How far ahead of `now` an Issued At may be (clocks differ a little). Default 60 s. */
  clockSkewMs?: number | undefined
  /** Only sign-ins on these chains (CAIP-2). Default: any eip155 or Solana chain. */
  chains?: readonly CaipNetworkId[] | undefined
  /**
   * eip155: checks the signature on the message's chain. A viem public client of that chain
   * (`createPublicClient`) is one: its `verifyMessage` takes EOA signatures, deployed smart
   * accounts (ERC-1271) and undeployed ones (ERC-6492). Give a function to serve several chains.
   */
  evm?: EvmSignatureVerifier | ((chainId: number) => EvmSignatureVerifier | undefined) | undefined
}

const defaultClockSkewMs = 60_000

/**
 * What an app's server does with a signed sign-in before it opens a session: reads the message
 * strictly (CAIP-122 / EIP-4361), spends its nonce (one this server issued and nobody used),
 * checks that it is for this domain (its URI on it), on an accepted chain, within its times by
 * the server's clock, and that its account signed it (EIP-191 / ERC-1271 / ERC-6492 through the
 * chain, ed25519 on Solana). Resolves with the session to keep; rejects with
 * `SiwxVerificationError`, whose `reason` names the check that failed.
 */
export async function verifySiwxMessage(parameters: VerifySiwxMessageParameters): Promise<SiwxSession> {
  const { message, signature } = parameters
  const data = parseSiwxMessage(message)
  if (!data) throw new SiwxVerificationError('message', 'Not a CAIP-122 / EIP-4361 sign-in message')
  if (!(await parameters.nonce(data.nonce, data)))
    throw new SiwxVerificationError('nonce', 'The nonce was not issued here, or was used already')
  if (data.domain !== parameters.domain)
    throw new SiwxVerificationError('domain', `The message is for ${data.domain}, not ${parameters.domain}`)
  if (orUndefined(() => new URL(data.uri).host) !== data.domain)
    throw new SiwxVerificationError('uri', `The URI ${data.uri} is not on ${data.domain}`)
  if (parameters.chains && !parameters.chains.includes(data.chainId))
    throw new SiwxVerificationError('chainId', `Sign-in on ${data.chainId} is not accepted here`)
  // Issued At not in the future, Not Before passed, Expiration Time not reached.
  const now = parameters.now ?? Date.now()
  if (Date.parse(data.issuedAt) > now + (parameters.clockSkewMs ?? defaultClockSkewMs))
    throw new SiwxVerificationError('issuedAt', `Issued At ${data.issuedAt} is in the future`)
  if (data.expirationTime && Date.parse(data.expirationTime) <= now)
    throw new SiwxVerificationError('expirationTime', `The message expired at ${data.expirationTime}`)
  if (data.notBefore && Date.parse(data.notBefore) > now)
    throw new SiwxVerificationError('notBefore', `The message is not valid before ${data.notBefore}`)
  const onEvm = data.chainId.startsWith('eip155:')
  const evm = !onEvm
    ? undefined
    : typeof parameters.evm === 'function'
      ? parameters.evm(Number(data.chainId.slice(7)))
      : parameters.evm
  if (onEvm && !evm)
    throw new SiwxVerificationError('chainId', `No client was given to check signatures on ${data.chainId}`)
  if (!(await verifySiwxSignature({ data, message, signature, evm })))
    throw new SiwxVerificationError(
      'signature',
      `The signature is not ${data.accountAddress}'s signature of this message`,
    )
  return { data, message, signature }
}
