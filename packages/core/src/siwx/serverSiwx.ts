import { BaseError } from '../errors/base.ts'
import { HttpStatusError } from '../errors/domain.ts'
import { orUndefined } from '../utils/orUndefined.ts'
import { type Check, nullable, objectOf, validate } from '../validators/checks.ts'
import { type SiwxMessageParameters, siwxMessageOf } from './defaultSiwx.ts'
import { siwxNonceCheck, siwxSessionCheck } from './siwxSessionSchema.ts'
import type { SiwxConfigFactory, SiwxSession } from './types.ts'

export type ServerSiwxParameters = SiwxMessageParameters & {
  /**
   * The app's sign-in endpoints: `GET {url}/nonce`, `POST {url}/verify`, `GET {url}/session`,
   * `POST {url}/signout` (apps/devstack's `siwx` service is one). Sent with the page's cookies.
   */
  url: string
  fetch?: typeof globalThis.fetch | undefined
}

/** The app's server refused a sign-in or answered something that is not a session. */
export class SiwxServerError extends BaseError {
  override name = 'SiwxServerError'
  static override readonly docsPath = '/errors#siwxservererror'
}

const nonceAnswer = objectOf<{ nonce: string }>({ nonce: siwxNonceCheck }, 'drop')
const sessionAnswer = objectOf<{ session: SiwxSession | null }>(
  { session: nullable(siwxSessionCheck) },
  'drop',
)

/**
 * Sign-in checked by the app's server: the nonce comes from it, the signed session goes to it to
 * be verified (it keeps the session behind an HttpOnly cookie), and sessions are asked of it, so
 * nothing stored in the browser can make the app believe a sign-in. Every answer is validated.
 */
export function serverSiwx(parameters: ServerSiwxParameters): SiwxConfigFactory {
  const base = parameters.url.replace(/\/+$/, '')
  return ({ clock }) => {
    const call = async <T>(
      path: string,
      init: { method: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> },
      check?: Check<T>,
    ): Promise<T> => {
      const url = new URL(`${base}${path}`)
      for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value)
      const response = await (parameters.fetch ?? globalThis.fetch)(url, {
        method: init.method,
        credentials: 'include',
        headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      const text = await response.text()
      if (!response.ok) {
        throw new HttpStatusError(response.status, { details: reasonOf(text), metaMessages: [`URL: ${url}`] })
      }
      if (!check) return undefined as T
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch (cause) {
        throw new SiwxServerError('The sign-in server answered something that is not JSON', { cause })
      }
      const result = validate(check, json)
      if (!result.ok) {
        throw new SiwxServerError('The sign-in server answered in an unexpected shape', {
          details: result.issues[0]?.message,
        })
      }
      return result.value
    }

    return {
      async createMessage(account) {
        const { nonce } = await call('/nonce', { method: 'GET' }, nonceAnswer)
        return siwxMessageOf(parameters, account, nonce, clock.now())
      },
      async addSession({ message, signature }) {
        try {
          await call('/verify', { method: 'POST', body: { message, signature } })
        } catch (error) {
          if (error instanceof HttpStatusError && error.status < 500) {
            throw new SiwxServerError('The sign-in was refused by the server', {
              details: error.details,
              cause: error,
            })
          }
          throw error
        }
      },
      async revokeSession(chainId, address) {
        await call('/signout', { method: 'POST', body: { chainId, address } })
      },
      // Replaying sessions to /verify cannot work: each one's nonce was spent when it was first
      // verified, and a server must not take sessions it did not verify itself. So only the
      // meaningful case is done: no sessions signs this browser out of all of them.
      async setSessions(sessions) {
        if (sessions.length > 0) {
          throw new SiwxServerError('serverSiwx cannot set sessions', {
            details:
              'The server keeps only sessions it verified, each with a nonce it issued for that sign-in; sign in with signIn(), or setSessions([]) to sign out of all',
          })
        }
        await call('/signout', { method: 'POST', body: {} })
      },
      async getSessions(chainId, address) {
        const { session } = await call(
          '/session',
          { method: 'GET', query: { chainId, address } },
          sessionAnswer,
        )
        return session === null ? [] : [session]
      },
      getRequired: () => parameters.required ?? false,
    }
  }
}

/** The first reason of a `{ reasons: [{ description }] }` error body, as the devstack and the hosted services send. */
function reasonOf(text: string): string | undefined {
  const body = orUndefined(() => JSON.parse(text) as { reasons?: { description?: unknown }[] })
  const description = body?.reasons?.[0]?.description
  return typeof description === 'string' ? description.slice(0, 500) : undefined
}
