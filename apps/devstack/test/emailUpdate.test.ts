import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { frameService, type Mailbox, SocialLogin } from '../src/frame/index.ts'
import { listen, type RunningServer } from '../src/http.ts'
import { Projects } from '../src/projects.ts'

// The frame service's email change: a code to the current address, then one to the new, then
// the wallet is the new address's. The frame page's side runs in Chromium (e2e emailUpdate).

let server: RunningServer
let mailbox: Mailbox
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
  mailbox = frame.mailbox
  server = await listen(frame.router, '127.0.0.1', 0)
  base = server.url
})
afterAll(async () => {
  await server.close()
  await social.stop()
})
afterEach(() => vi.useRealTimers())

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const reason = async (response: Response) =>
  ((await response.json()) as { reasons: { description: string }[] }).reasons[0]?.description
const lastCode = (email: string) => mailbox.list(email).findLast((m) => m.otp)?.otp as string
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')

/** A full login (device link, code): the email then owns a wallet. */
async function logIn(email: string) {
  await post('/email/start', { email, deviceId: `device-${email}` })
  const waiting = post('/device/wait', { email, deviceId: `device-${email}` })
  await fetch(mailbox.list(email).at(-1)?.approveUrl as string)
  await waiting
  expect((await post('/otp/verify', { email, otp: lastCode(email) })).status).toBe(200)
}

test('a code to the current email, then one to the new: the wallet moves to the new email', async () => {
  await logIn('old@example.com')
  const start = await post('/email/update/start', { email: 'old@example.com', newEmail: 'New@Example.com' })
  expect(await start.json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
  const primary = lastCode('old@example.com')
  expect(mailbox.list('old@example.com').at(-1)?.text).toContain('new@example.com')
  // Nothing for the new address before the current one confirmed.
  expect(mailbox.list('new@example.com')).toEqual([])
  expect(
    await reason(await post('/email/update/secondary', { email: 'old@example.com', otp: primary })),
  ).toBe('Confirm the change with the code sent to your current email first')
  // A login code (mailed since) does not confirm a change.
  await post('/email/start', { email: 'old@example.com', deviceId: 'device-old@example.com' })
  const loginCode = lastCode('old@example.com')
  expect(
    await reason(await post('/email/update/primary', { email: 'old@example.com', otp: loginCode })),
  ).toBe('Invalid code')
  expect((await post('/email/update/primary', { email: 'old@example.com', otp: primary })).status).toBe(200)
  // Single use.
  expect(await reason(await post('/email/update/primary', { email: 'old@example.com', otp: primary }))).toBe(
    'The code has expired: ask for a new one',
  )
  const secondary = lastCode('new@example.com')
  expect(secondary).toMatch(/^\d{6}$/)
  // The primary code is not the new address's.
  expect(
    await reason(
      await post('/email/update/secondary', { email: 'old@example.com', otp: wrongFor(secondary) }),
    ),
  ).toBe('Invalid code')
  const done = await post('/email/update/secondary', { email: 'old@example.com', otp: secondary })
  expect(await done.json()).toEqual({ newEmail: 'new@example.com' })
  expect(
    await reason(await post('/email/update/secondary', { email: 'old@example.com', otp: secondary })),
  ).toBe('Confirm the change with the code sent to your current email first')
  // The wallet is now the new address's: the old one owns nothing, the new one can change again.
  expect(
    await reason(await post('/email/update/start', { email: 'old@example.com', newEmail: 'x@example.com' })),
  ).toBe('No wallet is registered for this email')
  expect(
    (await post('/email/update/start', { email: 'new@example.com', newEmail: 'x@example.com' })).status,
  ).toBe(200)
})

test('refused: the same email, one already in use, an invalid one, no wallet; nothing is mailed', async () => {
  await logIn('a@example.com')
  await logIn('b@example.com')
  const mails = mailbox.list().length
  const refuse = async (body: unknown) => reason(await post('/email/update/start', body))
  expect(await refuse({ email: 'a@example.com', newEmail: 'A@example.com' })).toBe(
    'The new email is the same as the current one',
  )
  expect(await refuse({ email: 'a@example.com', newEmail: 'b@example.com' })).toBe(
    'This email is already in use',
  )
  expect(await refuse({ email: 'a@example.com', newEmail: 'not an email' })).toBe('Invalid email address')
  expect(await refuse({ email: 'nobody@example.com', newEmail: 'c@example.com' })).toBe(
    'No wallet is registered for this email',
  )
  expect(await reason(await post('/email/update/primary', { email: 'a@example.com', otp: '123456' }))).toBe(
    'No email change in progress',
  )
  expect(mailbox.list().length).toBe(mails)
})

test('codes expire after 10 minutes and allow 5 tries; an address taken meanwhile is refused', async () => {
  await logIn('c@example.com')
  await post('/email/update/start', { email: 'c@example.com', newEmail: 'd@example.com' })
  const primary = lastCode('c@example.com')
  for (let i = 0; i < 5; i++)
    await post('/email/update/primary', { email: 'c@example.com', otp: wrongFor(primary) })
  expect(await reason(await post('/email/update/primary', { email: 'c@example.com', otp: primary }))).toBe(
    'Too many attempts: ask for a new code',
  )

  await post('/email/update/start', { email: 'c@example.com', newEmail: 'd@example.com' })
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1)
  expect(
    await reason(
      await post('/email/update/primary', { email: 'c@example.com', otp: lastCode('c@example.com') }),
    ),
  ).toBe('The code has expired: ask for a new one')
  vi.useRealTimers()

  await post('/email/update/start', { email: 'c@example.com', newEmail: 'd@example.com' })
  await post('/email/update/primary', { email: 'c@example.com', otp: lastCode('c@example.com') })
  // d@ logs in (gets a wallet) before c@ enters the second code.
  const secondary = lastCode('d@example.com')
  await logIn('d@example.com')
  expect(
    await reason(await post('/email/update/secondary', { email: 'c@example.com', otp: secondary })),
  ).toBe('This email is already in use')
})
