import { createTestAppKit } from '@openappkit/testing/vitest'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { getAccount } from '../actions/getAccount.ts'
import { LegalConsentRequiredError } from '../actions/legalConsent.ts'
import { openModal } from '../actions/openModal.ts'
import { mock } from '../adapters/mock.ts'
import { originRefusedAtom } from './checkOwnOrigin.ts'
import { offeredSocials, telegramPlatform } from './offeredSocials.ts'
import { offeredSocialsAtom, setSocialLoginFrame, socialLoginAtom } from './socialLogin.ts'
import { SocialLoginError, startSocialLogin } from './startSocialLogin.ts'

const FRAME = 'https://secure.example'
const RESULT = `${FRAME}/social/callback?code=abc&state=s1`

/** The app's window as the flow uses it: messages, timers and `open`. */
function fakeWindow() {
  const page = Object.assign(new EventTarget(), {
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
    screenX: 0,
    screenY: 0,
    outerWidth: 1280,
    outerHeight: 800,
    open: vi.fn((): unknown => popup),
  })
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close: vi.fn(() => (popup.closed = true)),
  }
  const post = (data: unknown, origin = FRAME, source: unknown = popup) =>
    page.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  return { page, popup, post }
}

function setup(socials: string[] = ['google', 'x', 'discord', 'farcaster', 'github'], legalCheckbox = false) {
  const { appKit } = createTestAppKit({
    adapters: [mock({ connectors: [{ id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }] })],
    features: { socials: socials as never, legalCheckbox },
    termsConditionsUrl: 'https://app.example/terms',
  })
  const calls: string[] = []
  const answers: { uri?: (value: { uri: string }) => void; connect?: (error?: Error) => void } = {}
  setSocialLoginFrame(appKit, {
    frameOrigin: () => FRAME,
    getSocialRedirectUri: ({ provider }) => {
      calls.push(`uri:${provider}`)
      return new Promise((resolve) => {
        answers.uri = resolve
      })
    },
    connectSocial: (uri) => {
      calls.push(`connect:${uri}`)
      return new Promise<void>((resolve, reject) => {
        answers.connect = (error) => (error ? reject(error) : resolve())
      })
    },
  })
  const state = () => appKit.store.get(socialLoginAtom(appKit))
  return { appKit, calls, answers, state }
}

let win: ReturnType<typeof fakeWindow>
beforeEach(() => {
  win = fakeWindow()
  vi.stubGlobal('window', win.page)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})
const tick = () => new Promise((r) => setTimeout(r, 0))

test('popup opened at once on about:blank, sent to the provider, its answer checked by the frame, then the AUTH connector connects', async () => {
  const { appKit, calls, answers, state } = setup()
  const done = startSocialLogin(appKit, { provider: 'google' })
  // Opened before anything is awaited: still inside the click.
  expect(win.page.open).toHaveBeenCalledWith(
    'about:blank',
    'openappkit-social',
    expect.stringContaining('popup'),
  )
  expect(state()).toEqual({ step: 'waiting', provider: 'google' })
  answers.uri?.({ uri: 'https://idp.example/authorize?state=s1' })
  await tick()
  expect(win.popup.location.href).toBe('https://idp.example/authorize?state=s1')
  win.post({ resultUri: RESULT })
  await tick()
  expect(state().step).toBe('connecting')
  expect(win.popup.close).toHaveBeenCalled()
  answers.connect?.()
  const account = await done
  expect(account.status).toBe('connected')
  expect(getAccount(appKit).connectorId).toBe('auth')
  expect(state()).toEqual({ step: 'connected', provider: 'google' })
  expect(calls).toEqual(['uri:google', `connect:${RESULT}`])
})

test('"Authenticating..." shows while the frame checks the answer and closes when the login ends, either way', async () => {
  const { appKit, answers } = setup()
  const toast = () => appKit.store.get(appKit.atoms.toast)
  const login = async (outcome?: Error) => {
    const done = startSocialLogin(appKit, { provider: 'google' }).catch((e: unknown) => e)
    answers.uri?.({ uri: 'https://idp.example/authorize' })
    await tick()
    expect(toast().open).toBe(false)
    win.post({ resultUri: RESULT })
    await tick()
    expect(toast()).toMatchObject({
      open: true,
      message: 'Authenticating...',
      variant: 'loading',
      autoClose: false,
    })
    answers.connect?.(outcome)
    await done
    expect(toast().open).toBe(false)
    win.popup.closed = false
  }
  await login(new Error('ID token refused'))
  await login()
  expect(getAccount(appKit).status).toBe('connected')
})

test('the frame failing to start the login raises "A problem occurred while trying initialize authentication"', async () => {
  const { appKit, answers, state } = setup()
  const toast = () => appKit.store.get(appKit.atoms.toast)
  const refused = startSocialLogin(appKit, { provider: 'google' })
  answers.uri?.(Promise.reject(new Error('An error occurred')) as never)
  await expect(refused).rejects.toThrow('The social login failed')
  expect(toast()).toMatchObject({
    open: true,
    message: 'A problem occurred while trying initialize authentication',
    variant: 'error',
  })
  expect(state()).toMatchObject({ step: 'failed' })
  expect(getAccount(appKit).status).toBe('disconnected')
})

test('a popup answer from another origin, another window or of another shape is ignored', async () => {
  const { appKit, calls, answers, state } = setup()
  void startSocialLogin(appKit, { provider: 'x' })
  answers.uri?.({ uri: 'https://idp.example/authorize' })
  await tick()
  win.post({ resultUri: RESULT }, 'https://evil.example')
  win.post({ resultUri: RESULT }, FRAME, {})
  win.post({ resultUri: 'https://evil.example/social/callback?code=1' })
  win.post({ uri: RESULT })
  win.post('resultUri')
  await tick()
  expect(state()).toEqual({ step: 'waiting', provider: 'x' })
  expect(calls).toEqual(['uri:x'])
  expect(getAccount(appKit).status).toBe('disconnected')
})

test('a blocked popup, a closed popup and a refusal each fail with their reason; retry starts over', async () => {
  const { appKit, answers, state, calls } = setup()
  win.page.open.mockReturnValueOnce(null)
  const blocked = startSocialLogin(appKit, { provider: 'google' })
  await expect(blocked).rejects.toThrow(
    'The login window was blocked: allow pop-ups for this site and try again',
  )
  expect(state()).toMatchObject({ step: 'failed', provider: 'google', error: { failure: 'popupBlocked' } })
  expect(calls).toEqual([])

  vi.useFakeTimers()
  const closed = startSocialLogin(appKit, { provider: 'google' }).catch((error: Error) => error)
  expect(state().step).toBe('waiting')
  win.popup.closed = true
  await vi.advanceTimersByTimeAsync(600)
  expect(await closed).toMatchObject({
    shortMessage: 'The login window was closed before the login finished',
  })
  expect(state()).toMatchObject({ step: 'failed', error: { failure: 'closed' } })
  vi.useRealTimers()

  win.popup.closed = false
  const refused = startSocialLogin(appKit, { provider: 'discord' })
  answers.uri?.({ uri: 'https://idp.example/authorize' })
  await tick()
  win.post({ resultUri: `${FRAME}/social/callback?error=access_denied&state=s1` })
  await expect(refused).rejects.toThrow('The login was refused at the provider')
  expect(state()).toMatchObject({ step: 'failed', provider: 'discord', error: { failure: 'refused' } })
  // A refusal never reaches the frame's connect, and connects nothing.
  expect(calls.filter((c) => c.startsWith('connect'))).toEqual([])
  expect(getAccount(appKit).status).toBe('disconnected')
})

test("the frame's timeout and its refusal of the answer fail the login; nothing connects", async () => {
  const { appKit, answers, state } = setup()
  const timedOut = startSocialLogin(appKit, { provider: 'google' })
  const timeout = Object.assign(new Error('Embedded Wallet Request Timed Out'), {
    reason: 'iframe_request_timeout',
  })
  answers.uri?.(Promise.reject(timeout) as never)
  await expect(timedOut).rejects.toThrow('The login timed out')
  expect(state()).toMatchObject({ step: 'failed', error: { failure: 'timeout', cause: timeout } })
  // A timeout has its own alert: not the initialisation toast.
  expect(appKit.store.get(appKit.atoms.toast).message).not.toBe(
    'A problem occurred while trying initialize authentication',
  )
  expect(win.popup.close).toHaveBeenCalled()

  win.popup.closed = false
  const forged = startSocialLogin(appKit, { provider: 'github' })
  answers.uri?.({ uri: 'https://idp.example/authorize' })
  await tick()
  win.post({ resultUri: RESULT })
  await tick()
  answers.connect?.(new Error('ID token refused: the signature does not verify'))
  const error = await forged.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(SocialLoginError)
  expect((error as SocialLoginError).failure).toBe('error')
  expect((error as SocialLoginError).details).toBe('ID token refused: the signature does not verify')
  expect(getAccount(appKit).status).toBe('disconnected')
})

test('leaving ConnectingSocial or a new start ends a login: its popup closed, its answers ignored', async () => {
  const { appKit, answers, state, calls } = setup()
  openModal(appKit, { view: 'ConnectingSocial' })
  void startSocialLogin(appKit, { provider: 'google' }).catch(() => {})
  openModal(appKit, { view: 'Connect' })
  expect(state()).toEqual({ step: 'idle' })
  expect(win.popup.close).toHaveBeenCalled()
  answers.uri?.({ uri: 'https://idp.example/authorize' })
  await tick()
  expect(win.popup.location.href).toBe('about:blank')

  win.popup.closed = false
  const first = { ...win.popup, close: vi.fn() }
  win.page.open.mockReturnValueOnce(first)
  void startSocialLogin(appKit, { provider: 'google' }).catch(() => {})
  const closedBefore = win.popup.close.mock.calls.length
  void startSocialLogin(appKit, { provider: 'x' }).catch(() => {})
  // The first login's window is closed before the second one's opens (the name is shared).
  expect(first.close.mock.invocationCallOrder[0]).toBeLessThan(
    win.page.open.mock.invocationCallOrder.at(-1) ?? 0,
  )
  expect(win.popup.close.mock.calls.length).toBe(closedBefore)
  expect(state()).toEqual({ step: 'waiting', provider: 'x' })
  expect(calls).toEqual(['uri:google', 'uri:google', 'uri:x'])
})

test('a login URL from the frame that is not http(s) is never opened', async () => {
  const { appKit, answers, state } = setup()
  const done = startSocialLogin(appKit, { provider: 'google' })
  answers.uri?.({ uri: 'javascript:alert(document.cookie)' })
  const error = (await done.catch((e: unknown) => e)) as SocialLoginError
  expect((error.cause as Error).message).toMatch(
    /^The embedded wallet answered a login URL that is not http\(s\)/,
  )
  expect(win.popup.location.href).toBe('about:blank')
  expect(win.popup.close).toHaveBeenCalled()
  expect(state()).toMatchObject({ step: 'failed', error: { failure: 'error' } })
  expect(appKit.store.get(appKit.atoms.toast)).toMatchObject({
    open: true,
    message: 'A problem occurred while trying initialize authentication',
  })
})

test('bad input is refused before any window opens', async () => {
  const { appKit } = setup(['google'])
  await expect(startSocialLogin(appKit, { provider: 'myspace' as never })).rejects.toThrow(
    'Social provider must be one of google, github, apple, facebook, x, discord',
  )
  await expect(startSocialLogin(appKit, { provider: 'x' })).rejects.toThrow(
    'Social login with x is switched off',
  )
  expect(win.page.open).not.toHaveBeenCalled()
})

test('an origin off the allowlist, or terms not agreed to, refuse before any window opens', async () => {
  const { appKit, calls } = setup(['google'])
  appKit.store.set(originRefusedAtom(appKit), true)
  await expect(startSocialLogin(appKit, { provider: 'google' })).rejects.toThrow(
    "not on the project's allowed origins",
  )
  const legal = setup(['google'], true)
  await expect(startSocialLogin(legal.appKit, { provider: 'google' })).rejects.toThrow(
    LegalConsentRequiredError,
  )
  expect(win.page.open).not.toHaveBeenCalled()
  expect([...calls, ...legal.calls]).toEqual([])
})

test("the offered socials: the app's order, less those Telegram's web app cannot open on the platform", () => {
  const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
  expect(offeredSocials(all, undefined)).toEqual(all)
  expect(offeredSocials(all, 'ios')).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  expect(offeredSocials(all, 'mac')).toEqual([
    'google',
    'discord',
    'farcaster',
    'github',
    'apple',
    'facebook',
  ])
  expect(offeredSocials(all, 'android')).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
  const iphone = { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }
  expect(telegramPlatform({ navigator: iphone })).toBe(undefined)
  expect(telegramPlatform({ Telegram: { WebApp: {} }, navigator: iphone })).toBe('ios')
  expect(telegramPlatform({ TelegramWebviewProxy: {}, navigator: { userAgent: 'Linux; Android 14' } })).toBe(
    'android',
  )
  expect(telegramPlatform({ Telegram: {}, navigator: { userAgent: 'Macintosh; Intel Mac OS X 14' } })).toBe(
    'mac',
  )
  const { appKit } = setup(['github', 'google'])
  expect(appKit.store.get(offeredSocialsAtom(appKit))).toEqual(['github', 'google'])
  setSocialLoginFrame(appKit, undefined)
  expect(appKit.store.get(offeredSocialsAtom(appKit))).toEqual([])
})
