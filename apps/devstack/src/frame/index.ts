import { defaultAllowedAncestors } from '@openappkit/core/server'
import * as z from 'zod/mini'
import { farcasterRelay } from '../farcaster/relay.ts'
import { badRequest, parse, Router } from '../http.ts'
import type { Projects } from '../projects.ts'
import { frameScript } from './bundle.ts'
import { EmailLogin } from './emailLogin.ts'
import { EmailUpdate } from './emailUpdate.ts'
import { Mailbox } from './mailbox.ts'
import { OtpCodes } from './otpCodes.ts'
import { frameAncestors, framePage, socialCallbackPage } from './page.ts'
import { type SocialLogin, socialProviders } from './socialLogin.ts'

export { type Mail, Mailbox } from './mailbox.ts'
export { SocialLogin, socialIdentities } from './socialLogin.ts'

export interface FrameServiceOptions {
  projects: Projects
  /** CAIP-2 id → RPC URL of each local chain the embedded wallet signs on. */
  chains: Record<string, string>
  /** CAIP-2 id → ERC-4337 bundler URL (without projectId) of each EVM chain with smart accounts. */
  bundlers?: () => Record<string, string>
  /** The chain a new login starts on. */
  defaultChain: string
  /** This service's own base URL (known once it listens): approval links point at it. */
  baseUrl: () => string
  /** The social providers (`SocialLogin.start`); their redirect comes back to GET /social/callback. */
  social: SocialLogin
}

const emailBody = z.object({
  email: z.email().check(z.maxLength(254)),
  deviceId: z.string().check(z.minLength(1), z.maxLength(64)),
})
const otpBody = z.object({ email: z.email(), otp: z.string().check(z.regex(/^\d{6}$/, 'Invalid code')) })
const updateBody = z.object({
  email: z.email(),
  newEmail: z.email({ error: 'Invalid email address' }).check(z.maxLength(254)),
})
const appOrigin = z.string().check(z.minLength(1), z.maxLength(2048))
const socialStartBody = z.object({ provider: z.enum(socialProviders), origin: appOrigin })
const socialFinishBody = z.object({ uri: z.string().check(z.maxLength(4096)), origin: appOrigin })
const fundBody = z.object({
  evm: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  solana: z.optional(z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))),
})

async function rpc(url: string, method: string, params: unknown[]): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { error?: { message?: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
}

/**
 * The embedded wallet's secure frame, on an origin of its own (SPEC §7): GET /sdk is the page an
 * app embeds (CSP frame-ancestors: the project's allowlist and the default ancestors); the page
 * speaks the frame protocol and keeps the keys. This server holds the email side (device
 * approval, codes, email changes) and the dev mailbox (GET /mailbox?email=) that stands in for an
 * inbox, and the stand-in for Farcaster's auth relay (under /farcaster) the page's Farcaster login
 * uses.
 */
export function frameService(options: FrameServiceOptions): { router: Router; mailbox: Mailbox } {
  const mailbox = new Mailbox()
  const codes = new OtpCodes(mailbox)
  const login = new EmailLogin(mailbox, codes, options.baseUrl)
  const update = new EmailUpdate(login, codes)
  const funded = new Set<string>()
  // Same-origin calls from the frame page, links opened from mails, and tests reading the mailbox.
  const router = new Router({ projects: options.projects, publicPrefixes: ['/'] })

  const evmRpc = Object.entries(options.chains).find(([caip]) => caip.startsWith('eip155:'))?.[1]
  const solanaRpc = Object.entries(options.chains).find(([caip]) => caip.startsWith('solana:'))?.[1]

  router.get('/sdk', (req) => {
    const projectId = req.query.projectId
    if (!projectId) throw badRequest('projectId is required', 'projectId')
    const allowedOrigins = [...options.projects.get(projectId).allowedOrigins, ...defaultAllowedAncestors]
    return {
      body: framePage({
        projectId,
        allowedOrigins,
        chains: options.chains,
        bundlers: options.bundlers?.() ?? {},
        defaultChain: options.defaultChain,
      }),
      contentType: 'text/html; charset=utf-8',
      headers: {
        'Content-Security-Policy': `frame-ancestors ${frameAncestors(allowedOrigins)}`,
        'Cache-Control': 'no-store',
      },
    }
  })
  router.get('/sdk/frame.js', async () => ({
    body: await frameScript(),
    contentType: 'text/javascript; charset=utf-8',
  }))
  router.post('/email/start', async (req) => {
    const { email, deviceId } = parse(emailBody, await req.json(), 'body')
    return { json: { action: login.start(email.toLowerCase(), deviceId) } }
  })
  router.get('/device/approve', (req) => {
    const ok = login.approve(req.query.token ?? '')
    return {
      status: ok ? 200 : 404,
      body: ok ? 'Device approved: go back to the app.' : 'This link is not valid (any more).',
      contentType: 'text/plain; charset=utf-8',
    }
  })
  router.post('/device/wait', async (req) => {
    const { email, deviceId } = parse(emailBody, await req.json(), 'body')
    await login.waitForDevice(email.toLowerCase(), deviceId)
    return { json: { ok: true } }
  })
  router.post('/otp/verify', async (req) => {
    const { email, otp } = parse(otpBody, await req.json(), 'body')
    login.verify(email.toLowerCase(), otp)
    return { json: { ok: true } }
  })
  router.post('/email/update/start', async (req) => {
    const { email, newEmail } = parse(updateBody, await req.json(), 'body')
    return { json: { action: update.start(email.toLowerCase(), newEmail.toLowerCase()) } }
  })
  router.post('/email/update/primary', async (req) => {
    const { email, otp } = parse(otpBody, await req.json(), 'body')
    update.confirmPrimary(email.toLowerCase(), otp)
    return { json: { ok: true } }
  })
  router.post('/email/update/secondary', async (req) => {
    const { email, otp } = parse(otpBody, await req.json(), 'body')
    return { json: { newEmail: update.confirmSecondary(email.toLowerCase(), otp) } }
  })
  router.post('/social/start', async (req) => {
    const { provider, origin } = parse(socialStartBody, await req.json(), 'body')
    return { json: { uri: options.social.authorizationUrl(provider, origin) } }
  })
  // Where the provider sends the popup back: the result goes to the app that asked, and only to it.
  router.get('/social/callback', (req) => {
    const origin = options.social.originOf(req.query.state ?? '')
    return {
      status: origin ? 200 : 400,
      body: socialCallbackPage(origin),
      contentType: 'text/html; charset=utf-8',
      headers: { 'Cache-Control': 'no-store' },
    }
  })
  router.post('/social/finish', async (req) => {
    const { uri, origin } = parse(socialFinishBody, await req.json(), 'body')
    return { json: await options.social.finish(uri, origin) }
  })
  // A new wallet gets test funds once, so it can pay for its first transaction.
  router.post('/fund', async (req) => {
    const { evm, solana } = parse(fundBody, await req.json(), 'body')
    if (evmRpc && !funded.has(evm)) {
      funded.add(evm)
      await rpc(evmRpc, 'anvil_setBalance', [evm, '0x56BC75E2D63100000'])
    }
    if (solana && solanaRpc && !funded.has(solana)) {
      funded.add(solana)
      await rpc(solanaRpc, 'requestAirdrop', [solana, 10_000_000_000])
    }
    return { json: { ok: true } }
  })
  farcasterRelay(router)
  router.get('/mailbox', (req) => ({ json: { messages: mailbox.list(req.query.email) } }))

  return { router, mailbox }
}
