import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRemoteJWKSet, errors, jwtVerify } from 'jose'
import { OAuth2Server } from 'oauth2-mock-server'
import { badRequest } from '../http.ts'

/** The providers the frame protocol names (Farcaster has a flow of its own). */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof socialProviders)[number]

/** Who a person can be at the devstack's providers (X shares no email, as the real one by default). */
export const socialIdentities = [
  { id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com' },
  { id: 'grace', name: 'Grace Hopper', email: 'grace@example.com' },
] as const

export type SocialIdentity = { provider: SocialProvider; subject: string; email?: string; username: string }

type Pending = { provider: SocialProvider; origin: string; verifier: string; nonce: string; expires: number }

const STATE_TTL_MS = 10 * 60 * 1000
const clientId = (provider: SocialProvider) => `openappkit-devstack-${provider}`
const b64url = (bytes: Buffer) => bytes.toString('base64url')
const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The six social providers as real OAuth 2.0 / OpenID Connect servers (`oauth2-mock-server`, one
 * issuer each, RS256-signed ID tokens), with a login page where the person picks a test identity or
 * refuses. The frame's server is their client: it makes the authorization URL (state, nonce, PKCE
 * S256), and on the way back exchanges the code and verifies the ID token (signature against the
 * issuer's keys, issuer, audience, expiry, nonce) before it names anyone. A state is used once.
 */
export class SocialLogin {
  readonly #servers: Map<SocialProvider, OAuth2Server>
  readonly #pending = new Map<string, Pending>()
  readonly #callbackUrl: () => string

  private constructor(servers: Map<SocialProvider, OAuth2Server>, callbackUrl: () => string) {
    this.#servers = servers
    this.#callbackUrl = callbackUrl
  }

  static async start(host: string, callbackUrl: () => string): Promise<SocialLogin> {
    const servers = new Map<SocialProvider, OAuth2Server>()
    const login = new SocialLogin(servers, callbackUrl)
    try {
      for (const provider of socialProviders) {
        const server = new OAuth2Server(undefined, undefined, { endpoints: { authorize: '/consent' } })
        servers.set(provider, server)
        await server.issuer.keys.generate('RS256')
        login.#wire(provider, server)
        await server.start(0, host)
      }
    } catch (error) {
      await login.stop()
      throw error
    }
    return login
  }

  /** The provider's server: tests use its events to play a provider that misbehaves. */
  server(provider: SocialProvider): OAuth2Server {
    const server = this.#servers.get(provider)
    if (!server) throw badRequest(`Unknown social provider ${provider}`, 'provider')
    return server
  }

  /** The URL the popup opens: the provider's authorization endpoint for a new state. */
  authorizationUrl(provider: SocialProvider, origin: string): string {
    const issuer = this.server(provider).issuer.url as string
    const state = b64url(randomBytes(24))
    const verifier = b64url(randomBytes(32))
    const nonce = b64url(randomBytes(16))
    this.#pending.set(state, { provider, origin, verifier, nonce, expires: Date.now() + STATE_TTL_MS })
    const url = new URL(`${issuer}/authorize`)
    url.search = new URLSearchParams({
      client_id: clientId(provider),
      redirect_uri: this.#callbackUrl(),
      response_type: 'code',
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: b64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
    }).toString()
    return url.toString()
  }

  /** The app origin a state was made for (the callback page posts the result there only). */
  originOf(state: string): string | undefined {
    const pending = this.#pending.get(state)
    return pending && pending.expires > Date.now() ? pending.origin : undefined
  }

  /**
   * The popup's landing URL → the person, for the app `origin` that asked. The state is spent
   * first, so a URL can be used once whatever happens after.
   */
  async finish(uri: string, origin: string): Promise<SocialIdentity> {
    const url = URL.parse(uri)
    if (!url || `${url.origin}${url.pathname}` !== this.#callbackUrl())
      throw badRequest('This is not a social login result', 'uri')
    const state = url.searchParams.get('state') ?? ''
    const pending = this.#pending.get(state)
    this.#pending.delete(state)
    if (!pending || pending.expires < Date.now())
      throw badRequest('Unknown or already used social login state', 'uri')
    if (pending.origin !== origin) throw badRequest('This social login was started by another app', 'uri')
    const refused = url.searchParams.get('error')
    if (refused)
      throw badRequest(
        `The ${pending.provider} login was refused: ${url.searchParams.get('error_description') ?? refused}`,
        'uri',
      )
    const code = url.searchParams.get('code')
    if (!code) throw badRequest('The social login result has no code', 'uri')
    const server = this.server(pending.provider)
    const issuer = server.issuer.url as string
    const response = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.#callbackUrl(),
        client_id: clientId(pending.provider),
        code_verifier: pending.verifier,
      }),
    })
    const tokens = (await response.json().catch(() => ({}))) as { id_token?: unknown }
    if (!response.ok || typeof tokens.id_token !== 'string')
      throw badRequest(`The ${pending.provider} login failed: the code was not accepted`, 'uri')
    const claims = await verifyIdToken(tokens.id_token, issuer, clientId(pending.provider))
    if (claims.nonce !== pending.nonce) throw badRequest('ID token refused: nonce mismatch', 'uri')
    if (typeof claims.sub !== 'string' || !claims.sub) throw badRequest('ID token refused: no subject', 'uri')
    const username = typeof claims.preferred_username === 'string' ? claims.preferred_username : claims.sub
    return {
      provider: pending.provider,
      subject: claims.sub,
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      username,
    }
  }

  async stop(): Promise<void> {
    for (const server of this.#servers.values()) if (server.listening) await server.stop()
  }

  /** The login page in front of the authorization endpoint, and who was picked → the ID token's claims. */
  #wire(provider: SocialProvider, server: OAuth2Server) {
    const picked = new Map<string, (typeof socialIdentities)[number]>()
    server.service.addRoute('GET', '/authorize', (req, res) => this.#loginPage(provider, req, res))
    server.service.on(
      'beforeAuthorizeRedirect',
      ({ url }: { url: URL }, req: { query: Record<string, unknown> }) => {
        const identity = socialIdentities.find((i) => i.id === req.query.login_hint)
        const code = url.searchParams.get('code')
        if (identity && code && req.query.redirect_uri === this.#callbackUrl()) picked.set(code, identity)
        else url.searchParams.delete('code')
      },
    )
    server.service.on(
      'beforeTokenSigning',
      (token: { payload: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
        const identity = picked.get(String(req.body?.code))
        if (!identity) return
        Object.assign(token.payload, {
          sub: `${provider}|${identity.id}`,
          name: identity.name,
          preferred_username: provider === 'x' ? `@${identity.id}` : identity.id,
          ...(provider === 'x' ? {} : { email: identity.email, email_verified: true }),
        })
      },
    )
  }

  #loginPage(
    provider: SocialProvider,
    req: IncomingMessage & { query: Record<string, unknown> },
    res: ServerResponse,
  ) {
    const query = Object.fromEntries(
      Object.entries(req.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      res.end(body)
    }
    if (query.redirect_uri !== this.#callbackUrl() || query.client_id !== clientId(provider))
      return send(400, page(provider, '<p role="alert">This app is not registered with this provider.</p>'))
    const hidden = Object.entries(query)
      .map(([name, value]) => `<input type="hidden" name="${htmlText(name)}" value="${htmlText(value)}">`)
      .join('')
    const refuse = new URL(query.redirect_uri)
    refuse.searchParams.set('error', 'access_denied')
    refuse.searchParams.set('error_description', 'The user refused the login')
    if (query.state) refuse.searchParams.set('state', query.state)
    const choices = socialIdentities
      .map(
        (identity) =>
          `<button type="submit" name="login_hint" value="${identity.id}">Continue as ${htmlText(identity.name)}</button>`,
      )
      .join('')
    send(
      200,
      page(
        provider,
        `<p>OpenAppKit devstack wants to sign you in.</p>
<form method="get" action="/consent">${hidden}${choices}</form>
<a href="${htmlText(refuse.toString())}">Refuse</a>`,
      ),
    )
  }
}

function page(provider: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sign in with ${provider} (devstack)</title>
<style>body{font:16px system-ui;max-width:22rem;margin:2rem auto;padding:0 1rem}button,a{display:block;width:100%;margin:.5rem 0;padding:.6rem;font:inherit;text-align:center;box-sizing:border-box}</style>
</head><body><h1>Sign in with ${provider}</h1>${body}</body></html>`
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

async function verifyIdToken(token: string, issuer: string, audience: string) {
  let jwks = jwksCache.get(issuer)
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(`${issuer}/jwks`))
    jwksCache.set(issuer, jwks)
  }
  try {
    return (await jwtVerify(token, jwks, { issuer, audience, algorithms: ['RS256'] })).payload
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw badRequest('ID token refused: expired', 'uri')
    if (error instanceof errors.JWTClaimValidationFailed)
      throw badRequest(`ID token refused: wrong ${error.claim === 'aud' ? 'audience' : error.claim}`, 'uri')
    throw badRequest('ID token refused: the signature does not verify', 'uri')
  }
}
