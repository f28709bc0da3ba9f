import { afterAll, beforeAll, expect, test } from 'vitest'
import { frameService, type Mailbox, SocialLogin } from '../src/frame/index.ts'
import { frameAncestors } from '../src/frame/page.ts'
import { listen, type RunningServer } from '../src/http.ts'
import { Projects } from '../src/projects.ts'

// The frame service's HTTP side: the page and its ancestors, device approval, codes, the mailbox.
// The protocol in the page runs in Chromium (e2e/tests/embeddedFrame.test.ts).

let server: RunningServer
let mailbox: Mailbox
let social: SocialLogin
beforeAll(async () => {
  const projects = new Projects({ strict: { allowedOrigins: ['https://app.example.com'] } })
  let base = ''
  social = await SocialLogin.start('127.0.0.1', () => `${base}/social/callback`)
  const frame = frameService({
    projects,
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

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const reason = async (response: Response) =>
  ((await response.json()) as { reasons: { description: string }[] }).reasons[0]?.description

test('the page may be embedded only by the project allowlist and the default ancestors', async () => {
  expect((await fetch(`${server.url}/sdk`)).status).toBe(400)
  const page = await fetch(`${server.url}/sdk?projectId=strict`)
  expect(page.status).toBe(200)
  const csp = page.headers.get('content-security-policy') ?? ''
  expect(csp).toMatch(/^frame-ancestors https:\/\/app\.example\.com /)
  expect(csp).toContain('http://localhost:*')
  expect(csp).toContain('https://*.vercel.app')
  expect(csp).not.toContain('https://*.evil')
  const html = await page.text()
  expect(html).toContain('"projectId":"strict"')
  // A project id cannot close the config script.
  const hostile = await (
    await fetch(`${server.url}/sdk?projectId=${encodeURIComponent('</script><script>x()')}`)
  ).text()
  expect(hostile).not.toContain('</script><script>x()')
  expect(frameAncestors(['https://ok.example', 'not a pattern', "'unsafe-inline'"])).toBe(
    'https://ok.example',
  )
  expect(frameAncestors([])).toBe("'none'")
})

test('a new device is approved by the mailed link, then a code is mailed; codes are single use with 5 tries', async () => {
  const email = 'Lin@Example.com'
  const start = await post('/email/start', { email, deviceId: 'device-1' })
  expect(await start.json()).toEqual({ action: 'VERIFY_DEVICE' })
  const approveUrl = mailbox.list('lin@example.com').at(-1)?.approveUrl as string
  expect(approveUrl).toMatch(new RegExp(`^${server.url}/device/approve\\?token=[0-9a-f]{32}$`))

  const waiting = post('/device/wait', { email, deviceId: 'device-1' })
  expect((await fetch(approveUrl)).status).toBe(200)
  expect((await waiting).status).toBe(200)
  expect((await fetch(approveUrl)).status).toBe(404)
  const firstCode = mailbox.list('lin@example.com').at(-1)?.otp as string
  expect(firstCode).toMatch(/^\d{6}$/)

  // The approved device goes straight to a code; another device does not.
  expect(await (await post('/email/start', { email, deviceId: 'device-1' })).json()).toEqual({
    action: 'VERIFY_OTP',
  })
  expect(await (await post('/email/start', { email, deviceId: 'device-2' })).json()).toEqual({
    action: 'VERIFY_DEVICE',
  })
  const code = mailbox.list('lin@example.com').findLast((m) => m.otp)?.otp as string
  expect(code).not.toBe(undefined)

  const wrong = code === '000000' ? '111111' : '000000'
  const refused = await post('/otp/verify', { email, otp: wrong })
  expect(refused.status).toBe(400)
  expect(await reason(refused)).toBe('Invalid code')
  expect(await reason(await post('/otp/verify', { email, otp: 'abc' }))).toBe('Invalid code')
  expect((await post('/otp/verify', { email, otp: code })).status).toBe(200)
  expect(await reason(await post('/otp/verify', { email, otp: code }))).toBe(
    'The code has expired: ask for a new one',
  )

  await post('/email/start', { email, deviceId: 'device-1' })
  const next = mailbox.list('lin@example.com').at(-1)?.otp as string
  for (let i = 0; i < 5; i++)
    await post('/otp/verify', { email, otp: next === '000000' ? '111111' : '000000' })
  expect(await reason(await post('/otp/verify', { email, otp: next }))).toBe(
    'Too many attempts: ask for a new code',
  )

  const listed = (await (await fetch(`${server.url}/mailbox?email=lin%40example.com`)).json()) as {
    messages: { to: string }[]
  }
  expect(listed.messages.length).toBe(mailbox.list('lin@example.com').length)
  expect(listed.messages.every((m) => m.to === 'lin@example.com')).toBe(true)
})

test('bad bodies are refused with the field named', async () => {
  expect(await reason(await post('/email/start', { email: 'nope', deviceId: 'd' }))).toMatch(/email/i)
  expect((await post('/fund', { evm: '0x1' })).status).toBe(400)
})
