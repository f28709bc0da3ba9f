import { randomBytes, randomUUID } from 'node:crypto'
import * as z from 'zod/mini'
import { badRequest, HttpError, notFound, parse, type Request, type Router } from '../http.ts'
import { farcasterAccountOf } from './accounts.ts'

// A stand-in for Farcaster's auth relay (Sign In With Farcaster), speaking its HTTP API so that
// `@farcaster/auth-client` works against it unchanged: an app creates a channel and polls its
// status; the user's Farcaster client reads the channel's link, signs the sign-in message with
// the custody key and posts it to authenticate. Like the real relay it does not judge the
// signature: the app verifies it. Plus the id registry's answer (fid → custody, username).

/** How long a channel waits for the Farcaster client. */
const CHANNEL_TTL_MS = 10 * 60 * 1000

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))
const createBody = z.object({
  siweUri: z.url(),
  domain: text(253),
  nonce: z.optional(z.string().check(z.regex(/^[a-zA-Z0-9]{8,64}$/, 'Invalid nonce'))),
  notBefore: z.optional(z.iso.datetime()),
  expirationTime: z.optional(z.iso.datetime()),
  requestId: z.optional(text(256)),
  redirectUrl: z.optional(z.url()),
  acceptAuthAddress: z.optional(z.boolean()),
})
const authenticateBody = z.object({
  message: text(4096),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{130,}$/, 'Invalid signature')),
  fid: z.int().check(z.positive()),
  authMethod: z.optional(z.enum(['custody', 'authAddress'])),
  username: z.optional(text(64)),
  displayName: z.optional(text(64)),
  bio: z.optional(z.string().check(z.maxLength(1024))),
  pfpUrl: z.optional(z.url()),
})

type Channel = {
  token: string
  nonce: string
  url: string
  expires: number
  signatureParams: z.output<typeof createBody>
  metadata: { ip: string; userAgent: string }
  completed?: z.output<typeof authenticateBody> & { custody?: string }
}

/** The status body `@farcaster/auth-client` reads (`StatusAPIResponse`). */
function statusOf(channel: Channel) {
  const { acceptAuthAddress = false, ...signatureParams } = channel.signatureParams
  return {
    state: channel.completed ? 'completed' : 'pending',
    nonce: channel.nonce,
    url: channel.url,
    ...channel.completed,
    signatureParams: { ...signatureParams, nonce: channel.nonce },
    metadata: channel.metadata,
    acceptAuthAddress,
  }
}

/** Adds the relay's routes under `/farcaster/v1` (the auth client's `relay` is `<base>/farcaster`). */
export function farcasterRelay(router: Router): void {
  const channels = new Map<string, Channel>()

  const channelOf = (req: Request): Channel => {
    const token = /^Bearer (\S+)$/.exec(String(req.headers.authorization ?? ''))?.[1]
    const channel = token ? channels.get(token) : undefined
    if (!channel) throw new HttpError(401, 'Unauthorized', 'authorization')
    if (channel.expires < Date.now() && !channel.completed)
      throw new HttpError(401, 'The Farcaster sign-in has expired', 'channelToken')
    return channel
  }

  router.post('/farcaster/v1/channel', async (req) => {
    const body = parse(createBody, await req.json(), 'body')
    const now = Date.now()
    for (const [token, old] of channels) if (old.expires + CHANNEL_TTL_MS < now) channels.delete(token)
    const token = randomUUID()
    const nonce = body.nonce ?? randomBytes(12).toString('hex')
    // The link a Farcaster client opens (as a QR code or a deep link): everything it needs to
    // build the sign-in message.
    const link = new URL('https://farcaster.xyz/~/siwf')
    for (const [key, value] of Object.entries({ channelToken: token, ...body, nonce }))
      if (typeof value === 'string') link.searchParams.set(key, value)
    channels.set(token, {
      token,
      nonce,
      url: link.href,
      expires: now + CHANNEL_TTL_MS,
      signatureParams: body,
      metadata: { ip: '127.0.0.1', userAgent: String(req.headers['user-agent'] ?? '') },
    })
    return { status: 201, json: { channelToken: token, url: link.href, nonce } }
  })

  router.get('/farcaster/v1/channel/status', (req) => {
    const channel = channelOf(req)
    return { status: channel.completed ? 200 : 202, json: statusOf(channel) }
  })

  router.post('/farcaster/v1/channel/authenticate', async (req) => {
    const channel = channelOf(req)
    const body = parse(authenticateBody, await req.json(), 'body')
    if (channel.completed) throw new HttpError(409, 'This sign-in is already answered', 'channelToken')
    channel.completed = { ...body, custody: farcasterAccountOf(body.fid)?.custody }
    return { status: 201, json: statusOf(channel) }
  })

  // The id registry and the user data hubs serve: who holds a fid, and its username.
  router.get('/farcaster/v1/user', (req) => {
    const fid = Number(req.query.fid)
    if (!Number.isInteger(fid) || fid <= 0) throw badRequest('fid must be a positive integer', 'fid')
    const account = farcasterAccountOf(fid)
    if (!account) throw notFound(`No Farcaster account with fid ${fid}`, 'fid')
    return { json: { fid, username: account.username, custody: account.custody } }
  })
}
