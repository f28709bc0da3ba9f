import type { CaipNetworkId } from '../networks/types.ts'
import { formatSiwxMessage } from './formatSiwxMessage.ts'
import type { SiwxMessage, SiwxMessageData } from './types.ts'

export type BuildSiwxMessageParameters = {
  accountAddress: string
  chainId: CaipNetworkId
  nonce: string
  now: number
  /** How long the sign-in is valid; absent: no Expiration Time. */
  expiresInMs?: number | undefined
  statement?: string | undefined
  /** Default: the page's host. */
  domain?: string | undefined
  /** Default: the page's origin. */
  uri?: string | undefined
  resources?: readonly string[] | undefined
}

/** The fields and text of a sign-in message issued now. */
export function buildSiwxMessage(parameters: BuildSiwxMessageParameters): SiwxMessage {
  const location = (globalThis as { location?: { host?: string; origin?: string } }).location
  const domain = parameters.domain ?? location?.host
  const uri = parameters.uri ?? location?.origin
  if (!domain || !uri) {
    throw new Error('A sign-in message needs a domain and uri: pass them when there is no page location')
  }
  const data: SiwxMessageData = {
    domain,
    accountAddress: parameters.accountAddress,
    chainId: parameters.chainId,
    uri,
    version: '1',
    nonce: parameters.nonce,
    issuedAt: new Date(parameters.now).toISOString(),
    ...(parameters.expiresInMs !== undefined
      ? { expirationTime: new Date(parameters.now + parameters.expiresInMs).toISOString() }
      : {}),
    ...(parameters.statement ? { statement: parameters.statement } : {}),
    ...(parameters.resources?.length ? { resources: parameters.resources } : {}),
  }
  return { data, message: formatSiwxMessage(data) }
}
