import { createPublicKey, randomBytes, verify } from 'node:crypto'
import { parseSiwxMessage, type SiwxMessageData, type SiwxSession } from '@openappkit/core/server'
import { createPublicClient, type Hex, http } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import * as z from 'zod/mini'
import { badRequest, HttpError, parse, type Request, Router } from '../http.ts'
import type { Projects } from '../projects.ts'
import { decodeBase58 } from '../solana/base58.ts'

// A stand-in for an app's own backend, to show how a server checks sign-ins (issue 16): it hands
// out single-use nonces bound to the browser that asked (a pre-session cookie), verifies a signed CAIP-122 / EIP-4361 message (viem's verifySiweMessage
// on eip155, ed25519 on Solana), keeps the session behind an HttpOnly cookie, and signs out.
// `serverSiwx({ url })` in core is its client. Real apps would keep sessions in their database.

const COOKIE = 'oak_siwx'
/** EIP-4361's advice: a nonce is bound to the client that asked for it, by a cookie set with it. */
const PRE_SESSION_COOKIE = 'oak_siwx_pre'
const NONCE_TTL_MS = 10 * 60 * 1000
/** Clocks disagree a little: an Issued At this far ahead is still taken. */
const CLOCK_SKEW_MS = 60 * 1000
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
    const data = parseSiwxMessage(message)
    if (!data) throw badRequest('Not a sign-in message (CAIP-122 / EIP-4361)', 'message')
    const issued = nonces.get(data.nonce)
    if (issued === undefined || now() - issued.issued > NONCE_TTL_MS)
      throw refused('The nonce was not issued here, or was used already', 'nonce')
    // Another client's attempt leaves the nonce to the browser it was issued to.
    if (cookieValue(req.headers.cookie, PRE_SESSION_COOKIE) !== issued.client)
      throw refused('The nonce was issued to another client', 'nonce')
    // Any attempt of its own client spends it: a refused message cannot be tried again with it.
    nonces.delete(data.nonce)
    checkDomain(req, data)
    checkTimes(data, now())
    if (!(await signatureIsValid(data, message, signature)))
      throw refused('The signature is not the account’s signature of this message', 'signature')
    const session: SiwxSession = { data, message, signature }
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

  async function signatureIsValid(
    data: SiwxMessageData,
    message: string,
    signature: string,
  ): Promise<boolean> {
    if (data.chainId.startsWith('eip155:')) {
      if (!/^0x[0-9a-fA-F]+$/.test(signature)) return false
      return verifySiweMessage(client, {
        message,
        signature: signature as Hex,
        nonce: data.nonce,
        domain: data.domain,
        time: new Date(now()),
      }).catch(() => false)
    }
    if (data.chainId.startsWith('solana:')) {
      const key = decodeBase58(data.accountAddress)
      const bytes = decodeBase58(signature)
      if (key?.length !== 32 || bytes?.length !== 64) return false
      const publicKey = createPublicKey({
        key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(key).toString('base64url') },
        format: 'jwk',
      })
      return verify(null, Buffer.from(message, 'utf8'), publicKey, bytes)
    }
    return false
  }

  return { router }
}

/** The message must name the site that asks to verify it (its Origin), with a matching URI. */
function checkDomain(req: Request, data: SiwxMessageData) {
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined
  const host = origin ? safeHost(origin) : req.headers.host
  if (data.domain !== host) throw refused(`The message is for ${data.domain}, not ${host}`, 'domain')
  if (safeHost(data.uri) !== data.domain) throw refused('The URI is not on the message’s domain', 'uri')
}

function checkTimes(data: SiwxMessageData, at: number) {
  const issuedAt = Date.parse(data.issuedAt)
  if (Number.isNaN(issuedAt) || issuedAt > at + CLOCK_SKEW_MS)
    throw refused('Issued At is not a past time', 'issuedAt')
  if (data.expirationTime && !(Date.parse(data.expirationTime) > at))
    throw refused('The message has expired', 'expirationTime')
  if (data.notBefore && !(Date.parse(data.notBefore) <= at))
    throw refused('The message is not valid yet', 'notBefore')
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
