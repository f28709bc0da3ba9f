import type { CaipNetworkId } from '../networks/types.ts'
import { buildSiwxMessage } from './buildSiwxMessage.ts'
import { sameAddress } from './checkSiwxSession.ts'
import { createNonce } from './createNonce.ts'
import type { SiwxConfigFactory, SiwxMessage, SiwxSession } from './types.ts'

export type SiwxMessageParameters = {
  /** One line shown in the message, e.g. "Sign in to Example". */
  statement?: string | undefined
  /** How long a sign-in is valid; default one day. */
  expiresInMs?: number | undefined
  /** Default: the page's host and origin. */
  domain?: string | undefined
  uri?: string | undefined
  /** Required sign-in: the sign view cannot be closed, and cancelling it disconnects. */
  required?: boolean | undefined
}

export type DefaultSiwxParameters = SiwxMessageParameters

export const defaultSiwxExpiresInMs = 24 * 60 * 60 * 1000

/** The message `parameters` describe for `account`, issued at `now` with `nonce`. */
export function siwxMessageOf(
  parameters: SiwxMessageParameters,
  { accountAddress, chainId }: { accountAddress: string; chainId: CaipNetworkId },
  nonce: string,
  now: number,
): SiwxMessage {
  const { statement, domain, uri } = parameters
  const expiresInMs = parameters.expiresInMs ?? defaultSiwxExpiresInMs
  return buildSiwxMessage({ accountAddress, chainId, nonce, now, expiresInMs, statement, domain, uri })
}

/**
 * Sign-in kept on the device: messages with a local random nonce, sessions in the SDK's storage
 * (key `siwxSessions`, read entry by entry, so a garbage entry is dropped). Core verifies each
 * session's signature before keeping or restoring it, but the storage is the browser's: for
 * sign-ins an app's server must trust, use `serverSiwx` (or a config of the app's own).
 */
export function defaultSiwx(parameters: DefaultSiwxParameters = {}): SiwxConfigFactory {
  return ({ storage, clock }) => {
    const isOf = (session: SiwxSession, chainId: CaipNetworkId, address: string) =>
      session.data.chainId === chainId && sameAddress(chainId, session.data.accountAddress, address)
    const all = () => storage.get('siwxSessions') ?? []
    const othersThan = (chainId: CaipNetworkId, address: string) =>
      all().filter((s) => !isOf(s, chainId, address))
    const keep = (sessions: SiwxSession[]) => storage.set('siwxSessions', sessions)
    return {
      async createMessage(account) {
        return siwxMessageOf(parameters, account, createNonce(), clock.now())
      },
      async addSession(session) {
        keep([...othersThan(session.data.chainId, session.data.accountAddress), session])
      },
      async revokeSession(chainId, address) {
        keep(othersThan(chainId, address))
      },
      async setSessions(sessions) {
        keep([...sessions])
      },
      async getSessions(chainId, address) {
        return all().filter((s) => isOf(s, chainId, address))
      },
      getRequired: () => parameters.required ?? false,
    }
  }
}
