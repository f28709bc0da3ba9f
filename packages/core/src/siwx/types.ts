import type { CaipNetworkId } from '../networks/types.ts'
import type { AppKitStorage } from '../storage/createStorage.ts'
import type { Clock } from '../timing/clock.ts'

/**
 * The fields of a sign-in message (CAIP-122; EIP-4361 on eip155). Times are ISO 8601 strings
 * (RFC 3339), as the message carries them.
 */
export type SiwxMessageData = {
  /** The RFC 3986 authority asking for the sign-in (`app.example` or `127.0.0.1:5173`). */
  domain: string
  accountAddress: string
  /** CAIP-2: the message's "Chain ID" line is its reference. */
  chainId: CaipNetworkId
  uri: string
  version: '1'
  /** At least 8 alphanumeric characters. */
  nonce: string
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  statement?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/** A message to sign: its fields and the exact text the wallet is asked to sign. */
export type SiwxMessage = { data: SiwxMessageData; message: string }

/** A sign-in-with-wallet session: the message's data, the signed text and the signature. */
export type SiwxSession = {
  data: SiwxMessageData
  message: string
  /** Hex on eip155, base58 on Solana. */
  signature: string
}

/**
 * How an app signs in with the wallet: where messages come from and where sessions live.
 * `defaultSiwx()` keeps them in the SDK's storage; `serverSiwx()` asks the app's backend.
 */
export interface SiwxConfig {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessage>
  /** Stores (and, for a server, verifies) a signed session; rejects when it is refused. */
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /**
   * Replaces every session with these (`[]`: signs out of all). A config may refuse what it
   * cannot keep honestly: `serverSiwx` takes only `[]`.
   */
  setSessions(sessions: readonly SiwxSession[]): Promise<void>
  /** The sessions of one account on one chain. Core checks each again (expiry, address, chain). */
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>
  /** Required sign-in: the sign view cannot be closed, and cancelling it disconnects. */
  getRequired?(): boolean
}

/** What core hands a config factory: the instance's own storage and clock. */
export type SiwxContext = { storage: AppKitStorage; clock: Clock }

/** Makes the config of one instance (so two instances share no sessions). */
export type SiwxConfigFactory = (context: SiwxContext) => SiwxConfig

/** The `siwx` option. */
export type SiwxOption = SiwxConfig | SiwxConfigFactory

/**
 * `disabled`: no `siwx` option. `disconnected`: no account. `checking`: looking for a session of
 * the active account. `signedOut`: none found. `signingIn`: the wallet is asked to sign.
 * `signedIn`: a valid session of the active account and chain.
 */
export type SiwxStatus = 'disabled' | 'disconnected' | 'checking' | 'signedOut' | 'signingIn' | 'signedIn'

export type SiwxState = {
  status: SiwxStatus
  session: SiwxSession | undefined
  /** The last sign-in's failure (a refusal is core's `UserRejectedRequestError`). */
  error: unknown
  required: boolean
}

/** The methods a `SiwxConfig` must have, checked by `createAppKit` (a record, so a new one fails to compile until listed). */
export const siwxConfigMethods = Object.keys({
  createMessage: true,
  addSession: true,
  revokeSession: true,
  setSessions: true,
  getSessions: true,
} satisfies Record<Exclude<keyof SiwxConfig, 'getRequired'>, true>)
