import { randomBytes } from 'node:crypto'
import { type SiwxSession, SiwxVerificationError, verifySiwxMessage } from '@openappkit/core/server'
import { createPublicClient, http } from 'viem'
import * as z from 'zod/mini'
import { badRequest, HttpError, parse, type Request, Router } from '../http.ts'
import type { Projects } from '../projects.ts'

// A stand-in for an app's own backend, to show how a server checks sign-ins (issue 16): it hands
// out single-use nonces bound to the browser that asked (a pre-session cookie), verifies a signed
// CAIP-122 / EIP-4361 message with the SDK's `verifySiwxMessage` (EIP-191 / ERC-1271 / ERC-6492
// through the chain on eip155, ed25519 on Solana), keeps the session behind an HttpOnly cookie,
// and signs out.
// `serverSiwx({ url })` in core is its client. Real apps would keep sessions in their database.

const COOKIE = 'oak_siwx'
/** EIP-4361's advice: a nonce is bound to the client that asked for it, by a cookie set with it. */
const PRE_SESSION_COOKIE = 'oak_siwx_pre'
const NONCE_TTL_MS = 10 * 60 * 1000
const MAX_NONCES = 10_000

const verifyBodySchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(8192)),
  signature: z.string().check(z.minLength(1), z.maxLength(1024)),
})
const accountSchema = z.object({
  chainId: z.optional(z.string().check(z.maxLength(128))),
  address: z.optional(z.string().check(z.maxLength(128))),
})

export interface SiwxBackendOptions {
  projects: Projects
  /** The EVM chain's RPC: smart-account (ERC-1271 / 6492) signatures are checked on it. */
  evmRpcUrl: string
  now?: () => number
}

export function siwxBackend(options: SiwxBackendOptions): { router: Router } {
  const now = options.now ?? Date.now
  const client = createPublicClient({ transport: http(options.evmRpcUrl) })
  /** Issued and not yet used: nonce → when, and to which pre-session. */
  const nonces = new Map<string, { issued: number; client: string }>()
  /** Cookie id → the sessions it holds, by account. */
  const jars = new Map<string, Map<string, SiwxSession>>()
  const router = new Router({ projects: options.projects, credentials: true })

  router.get('/nonce', (req) => {
    for (const [nonce, { issued }] of nonces) if (now() - issued > NONCE_TTL_MS) nonces.delete(nonce)
    if (nonces.size >= MAX_NONCES) nonces.delete(nonces.keys().next().value as string)
    const known = cookieValue(req.headers.cookie, PRE_SESSION_COOKIE)
    const client = known && /^[\w-]{32}$/.test(known) ? known : randomBytes(24).toString('base64url')
    const nonce = randomBytes(12).toString('hex')
    nonces.set(nonce, { issued: now(), client })
    return {
      json: { nonce },
      headers: { 'Set-Cookie': cookie(req, PRE_SESSION_COOKIE, client, NONCE_TTL_MS / 1000) },
    }
  })

  router.post('/verify', async (req) => {
    const { message, signature } = parse(verifyBodySchema, await req.json(), 'body')
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined
    let session: SiwxSession
    try {
      session = await verifySiwxMessage({
        message,
        signature,
        // The message must name the site that asks to verify it.
        domain: (origin ? safeHost(origin) : req.headers.host) ?? '',
        now: now(),
        evm: client,
        nonce: (nonce) => {
          const issued = nonces.get(nonce)
          if (issued === undefined || now() - issued.issued > NONCE_TTL_MS) return false
          // Another client's attempt leaves the nonce to the browser it was issued to.
          if (cookieValue(req.headers.cookie, PRE_SESSION_COOKIE) !== issued.client)
            throw refused('The nonce was issued to another client', 'nonce')
          // Any attempt of its own client spends it: a refused message cannot be tried again with it.
          nonces.delete(nonce)
          return true
        },
      })
    } catch (error) {
      if (!(error instanceof SiwxVerificationError)) throw error
      if (error.reason === 'message')
        throw badRequest('Not a sign-in message (CAIP-122 / EIP-4361)', 'message')
      throw refused(error.details ?? error.shortMessage, error.reason)
    }
    const { data } = session
    const [id, jar] = jarOf(req) ?? newJar()
    jar.set(accountKey(data.chainId, data.accountAddress), session)
    const maxAge = data.expirationTime
      ? Math.max(0, Math.floor((Date.parse(data.expirationTime) - now()) / 1000))
      : 24 * 60 * 60
    return { json: { session }, headers: { 'Set-Cookie': cookie(req, COOKIE, id, maxAge) } }
  })

  router.get('/session', (req) => {
    const { chainId, address } = parse(accountSchema, req.query, 'query')
    if (!chainId || !address) throw badRequest('chainId and address are required', 'query')
    const jar = jarOf(req)?.[1]
    const key = accountKey(chainId, address)
    const session = jar?.get(key)
    if (session?.data.expirationTime && Date.parse(session.data.expirationTime) <= now()) {
      jar?.delete(key)
      return { json: { session: null } }
    }
    return { json: { session: session ?? null } }
  })

  router.post('/signout', async (req) => {
    const { chainId, address } = parse(accountSchema, await req.json(), 'body')
    const found = jarOf(req)
    if (!found) return { json: { signedOut: true } }
    const [id, jar] = found
    if (chainId && address) jar.delete(accountKey(chainId, address))
    else jar.clear()
    if (jar.size > 0) return { json: { signedOut: true } }
    jars.delete(id)
    return { json: { signedOut: true }, headers: { 'Set-Cookie': cookie(req, COOKIE, '', 0) } }
  })

  function jarOf(req: Request): [string, Map<string, SiwxSession>] | undefined {
    const id = cookieValue(req.headers.cookie, COOKIE)
    const jar = id ? jars.get(id) : undefined
    return id && jar ? [id, jar] : undefined
  }
  function newJar(): [string, Map<string, SiwxSession>] {
    const id = randomBytes(24).toString('base64url')
    const jar = new Map<string, SiwxSession>()
    jars.set(id, jar)
    return [id, jar]
  }

  return { router }
}

const refused = (description: string, field: string) => new HttpError(401, description, field)

function accountKey(chainId: string, address: string): string {
  return `${chainId}:${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
}

function safeHost(url: string): string | undefined {
  try {
    return new URL(url).host
  } catch {
    return undefined
  }
}

/**
 * `Secure` when the request came over https (a TLS-terminating proxy says so in
 * X-Forwarded-Proto); the devstack itself serves plain http on loopback, where browsers would
 * drop a Secure cookie. A real app's server always sets it.
 */
function cookie(req: Request, name: string, value: string, maxAgeSeconds: number): string {
  const secure = req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : ''
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}
