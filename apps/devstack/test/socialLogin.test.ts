import { generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { frameService, SocialLogin } from '../src/frame/index.ts'
import { listen, type RunningServer } from '../src/http.ts'
import { Projects } from '../src/projects.ts'

// The social login's OAuth 2.0 / OIDC side, over HTTP as the frame page and the popup use it:
// the frame's server is the client of six real OIDC servers (oauth2-mock-server), and names a
// person only from an ID token it verified. The popup and the SDK run in Chromium
// (e2e/tests/socialLogin.test.ts).

const APP = 'http://127.0.0.1:5173'
let server: RunningServer
let social: SocialLogin
beforeAll(async () => {
  let base = ''
  social = await SocialLogin.start('127.0.0.1', () => `${base}/social/callback`)
  const frame = frameService({
    projects: new Projects(),
    chains: {},
    defaultChain: 'eip155:31337',
    baseUrl: () => base,
    social,
  })
  server = await listen(frame.router, '127.0.0.1', 0)
  base = server.url
})
afterAll(async () => {
  await server.close()
  await social.stop()
})

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const reason = async (response: Response) =>
  ((await response.json()) as { reasons: { description: string }[] }).reasons[0]?.description

async function authorizationUrl(provider: string, origin = APP): Promise<URL> {
  const response = await post('/social/start', { provider, origin })
  expect(response.status).toBe(200)
  return new URL(((await response.json()) as { uri: string }).uri)
}

/** What the person does on the provider's login page: pick an identity; the popup lands on the callback. */
async function pick(authorize: URL, identity: string): Promise<string> {
  const page = await (await fetch(authorize)).text()
  const consent = new URL('/consent', authorize)
  consent.search = authorize.search
  consent.searchParams.set('login_hint', identity)
  expect(page).toContain(`value="${identity}"`)
  const redirect = await fetch(consent, { redirect: 'manual' })
  expect(redirect.status).toBe(302)
  return redirect.headers.get('location') ?? ''
}

test('authorization code with PKCE and state: the person picked on the login page is who the ID token names', async () => {
  const authorize = await authorizationUrl('google')
  expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
    client_id: 'openappkit-devstack-google',
    redirect_uri: `${server.url}/social/callback`,
    response_type: 'code',
    code_challenge_method: 'S256',
  })
  expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{32}$/)
  expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
  const page = await (await fetch(authorize)).text()
  expect(page).toContain('Continue as Ada Lovelace')
  expect(page).toContain('Refuse')

  const result = await pick(authorize, 'ada')
  expect(result.startsWith(`${server.url}/social/callback?`)).toBe(true)
  // The popup's landing page hands the result to the app's origin only.
  const landing = await (await fetch(result)).text()
  expect(landing).toContain(`postMessage({ resultUri: location.href }, "${APP}")`)

  const finished = await post('/social/finish', { uri: result, origin: APP })
  expect(await finished.json()).toEqual({
    provider: 'google',
    subject: 'google|ada',
    email: 'ada@example.com',
    username: 'ada',
  })

  // X shares no email; each provider names its own subject.
  const x = await post('/social/finish', {
    uri: await pick(await authorizationUrl('x'), 'grace'),
    origin: APP,
  })
  expect(await x.json()).toEqual({ provider: 'x', subject: 'x|grace', username: '@grace' })
})

test('a used state, another app, a refusal and an unknown provider are refused', async () => {
  const result = await pick(await authorizationUrl('github'), 'ada')
  const other = await post('/social/finish', { uri: result, origin: 'https://evil.example' })
  expect(other.status).toBe(400)
  expect(await reason(other)).toBe('This social login was started by another app')
  // The state was spent by that attempt: the result cannot be used again, not even by the app.
  expect(await reason(await post('/social/finish', { uri: result, origin: APP }))).toBe(
    'Unknown or already used social login state',
  )
  expect((await fetch(result)).status).toBe(400)

  const good = await pick(await authorizationUrl('github'), 'ada')
  expect((await post('/social/finish', { uri: good, origin: APP })).status).toBe(200)
  expect(await reason(await post('/social/finish', { uri: good, origin: APP }))).toBe(
    'Unknown or already used social login state',
  )

  const authorize = await authorizationUrl('discord')
  const refuse = new URL('/social/callback', server.url)
  refuse.search = `error=access_denied&error_description=The+user+refused+the+login&state=${authorize.searchParams.get('state')}`
  expect(await reason(await post('/social/finish', { uri: refuse.toString(), origin: APP }))).toBe(
    'The discord login was refused: The user refused the login',
  )
  expect((await post('/social/start', { provider: 'myspace', origin: APP })).status).toBe(400)
  expect(
    await reason(await post('/social/finish', { uri: 'https://evil.example/social/callback', origin: APP })),
  ).toBe('This is not a social login result')
  // The login page serves registered redirect URIs only.
  const stolen = await authorizationUrl('google')
  stolen.searchParams.set('redirect_uri', 'https://evil.example/cb')
  expect((await fetch(stolen)).status).toBe(400)
})

test.each([
  ['an expired ID token', { exp: 1_700_000_000, iat: 1_699_990_000 }, 'ID token refused: expired'],
  ['an ID token for another client', { aud: 'someone-else' }, 'ID token refused: wrong audience'],
  [
    'an ID token from another issuer',
    { iss: 'https://accounts.evil.example' },
    'ID token refused: wrong iss',
  ],
  ['an ID token for another login', { nonce: 'another' }, 'ID token refused: nonce mismatch'],
])('%s is refused', async (_kind, claims, message) => {
  const provider = social.server('google').service
  const result = await pick(await authorizationUrl('google'), 'ada')
  // The provider itself signs it, with these claims changed.
  const change = (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, claims)
  provider.on('beforeTokenSigning', change)
  try {
    const refused = await post('/social/finish', { uri: result, origin: APP })
    expect(refused.status).toBe(400)
    expect(await reason(refused)).toBe(message)
  } finally {
    provider.off('beforeTokenSigning', change)
  }
})

test('a forged ID token (right claims and key id, another key) is refused', async () => {
  const provider = social.server('google')
  const authorize = await authorizationUrl('google')
  const result = await pick(authorize, 'ada')
  const { privateKey } = await generateKeyPair('RS256')
  const forged = await new SignJWT({ sub: 'google|grace', nonce: authorize.searchParams.get('nonce') })
    .setProtectedHeader({ alg: 'RS256', kid: provider.issuer.keys.get()?.kid ?? '' })
    .setIssuer(provider.issuer.url ?? '')
    .setAudience('openappkit-devstack-google')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey)
  provider.service.once('beforeResponse', (response: { body: Record<string, unknown> }) => {
    response.body.id_token = forged
  })
  const refused = await post('/social/finish', { uri: result, origin: APP })
  expect(refused.status).toBe(400)
  expect(await reason(refused)).toBe('ID token refused: the signature does not verify')
})
