import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DevstackInfo, mailbox } from '@openappkit/devstack/vitest'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchBrowser } from '../src/browser'
import { captureModal } from '../src/captureModal'
import { mailOf, openEmbeddedApp } from '../src/embeddedApp'
import { blockNonLoopback } from '../src/network'
import { servePage } from '../src/pageServer'
import { servePlayground } from '../src/playground'

// The embedded wallet's email change through the modal (e2e/pages/embeddedApp with the SDK-made
// frame client): from Account, the new address, the code mailed to the current address, the one
// mailed to the new address, read from the devstack's dev mailbox; Account then shows the new
// email, the wallet is the same, and a reload keeps both. Then the same through the hook alone
// (useUpdateEmail on the playground's Embedded wallet page, its codes from the page's dev inbox).

const pageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../pages/embeddedApp')
let devstack: DevstackInfo
let served: Awaited<ReturnType<typeof servePage>>
let browser: Browser

beforeAll(async () => {
  devstack = inject('devstack')
  served = await servePage(pageRoot)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await served?.stop()
})

const dialog = (page: Page) => page.locator('openappkit-modal [role="dialog"]')
const title = (page: Page) => dialog(page).locator('h2')
const lastMailId = async (email: string) => (await mailbox(devstack, email)).at(-1)?.id ?? 0
/** The modal in light and dark, once the view's entrance is over (axe reads mid-fade colours as low contrast). */
async function capture(page: Page, name: string) {
  await page.evaluate(() =>
    Promise.all(
      (document.querySelector('openappkit-modal')?.shadowRoot?.getAnimations() ?? [])
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => {})),
    ),
  )
  await captureModal(page, name)
}

/** The same at phone width (the modal is a bottom sheet there), then back to desktop. */
async function captureNarrow(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 740 })
  await capture(page, `${name}-360`)
  await page.setViewportSize({ width: 1280, height: 800 })
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')

/** The email of the account state's embedded-wallet user (what useAccount().embeddedWalletInfo reads). */
const stateEmail = (page: Page) =>
  page.evaluate(() => {
    type Kit = {
      store: { get(a: unknown): { user?: { email?: string } } }
      atoms: { account(n: string): unknown }
    }
    const { appKit } = (window as unknown as { app: { appKit: Kit } }).app
    return appKit.store.get(appKit.atoms.account('eip155')).user?.email
  })

/** An email login through core's actions on `window.app` (the modal's login has its own test). */
async function logIn(page: Page, email: string) {
  const before = await lastMailId(email)
  const started = page.evaluate(
    (e) =>
      (window as unknown as { app: { startEmailLogin(e: string): Promise<string> } }).app.startEmailLogin(e),
    email,
  )
  expect((await fetch(await mailOf(devstack, email, 'approveUrl', before))).status).toBe(200)
  expect(await started).toBe('verifyOtp')
  const otp = await mailOf(devstack, email, 'otp', before)
  await page.evaluate(
    (o) =>
      (window as unknown as { app: { submitEmailOtp(o: string): Promise<unknown> } }).app.submitEmailOtp(o),
    otp,
  )
  await expect.poll(() => page.getByTestId('evm-status').textContent()).toBe('connected')
}

/** Another user's wallet, made over the frame service's own endpoints (a login in another browser). */
async function registerElsewhere(email: string) {
  const base = new URL(devstack.urls.frame).origin
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const before = await lastMailId(email)
  await post('/email/start', { email, deviceId: 'another-browser' })
  const waiting = post('/device/wait', { email, deviceId: 'another-browser' })
  await fetch(await mailOf(devstack, email, 'approveUrl', before))
  await waiting
  expect(
    (await post('/otp/verify', { email, otp: await mailOf(devstack, email, 'otp', before) })).status,
  ).toBe(200)
}

async function submit(page: Page, label: string, value: string) {
  const field = dialog(page).getByRole('textbox', { name: label })
  await field.fill(value)
  await field.press('Enter')
}

test('change the email in the modal: both codes from the mailbox, Account shows the new email, kept after a reload', async () => {
  const taken = `taken-${Date.now()}@example.com`
  await registerElsewhere(taken)
  const { context, blocked, page, errors } = await openEmbeddedApp(browser, served.url.origin, devstack, {
    pieces: 'sdk',
  })
  const oldEmail = `before-${Date.now()}@example.com`
  const newEmail = `after-${Date.now()}@example.com`
  await logIn(page, oldEmail)
  const address = await page.getByTestId('evm-address').textContent()

  await page.getByRole('button', { name: /0x/ }).click()
  await expect.poll(() => title(page).textContent()).toBe('Account')
  expect(await dialog(page).getByTestId('account-email').textContent()).toBe(oldEmail)
  await dialog(page)
    .getByRole('button', { name: `Change email ${oldEmail}` })
    .click()
  await expect.poll(() => title(page).textContent()).toBe('Change email')
  await expect
    .poll(() => dialog(page).getByText(`Your wallet's email is ${oldEmail}. Enter the new one.`).count())
    .toBe(1)
  await capture(page, 'email-update')
  await captureNarrow(page, 'email-update')

  // Refused with the reason, nothing mailed: the same address, an invalid one, one in use.
  const mails = (await mailbox(devstack, oldEmail)).length
  const error = () => dialog(page).getByTestId('email-error').textContent()
  await submit(page, 'New email', oldEmail.toUpperCase())
  await expect.poll(error).toBe('The new email is the same as the current one')
  await submit(page, 'New email', 'not-an-email')
  await expect.poll(error).toBe('Invalid email address')
  await submit(page, 'New email', taken)
  await expect.poll(error).toBe('This email is already in use')
  expect(await title(page).textContent()).toBe('Change email')
  expect((await mailbox(devstack, oldEmail)).length).toBe(mails)

  // The code mailed to the current address: a wrong one is refused, then the right one.
  const beforeOld = await lastMailId(oldEmail)
  await submit(page, 'New email', newEmail)
  await expect.poll(() => title(page).textContent()).toBe('Confirm the change')
  await expect
    .poll(() =>
      dialog(page).getByText(`To confirm the change, enter the code we sent to ${oldEmail}.`).count(),
    )
    .toBe(1)
  const code = dialog(page).getByRole('textbox', { name: 'Code' })
  await expect
    .poll(() => code.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement))
    .toBe(true)
  await capture(page, 'email-update-primary')
  const primary = await mailOf(devstack, oldEmail, 'otp', beforeOld)
  await submit(page, 'Code', wrongFor(primary))
  await expect.poll(error).toBe('Invalid code')
  expect(await code.getAttribute('aria-invalid')).toBe('true')
  // Within 30 s of the first mail a resend is throttled, and says so.
  await dialog(page).getByRole('button', { name: 'Resend code' }).click()
  await expect
    .poll(() => dialog(page).getByTestId('resend-error').textContent())
    .toMatch(/^Please try again after (2\d|30) seconds$/)
  expect(await title(page).textContent()).toBe('Confirm the change')
  await submit(page, 'Code', primary)

  // The code mailed to the new address; the current address's code is no longer any use.
  await expect.poll(() => title(page).textContent()).toBe('Verify the new email')
  await expect
    .poll(() => dialog(page).getByText(`Enter the code we sent to ${newEmail} to verify it.`).count())
    .toBe(1)
  await capture(page, 'email-update-secondary')
  await captureNarrow(page, 'email-update-secondary')
  await submit(page, 'Code', primary)
  await expect.poll(error).toBe('Invalid code')
  expect(await stateEmail(page)).toBe(oldEmail)
  await submit(page, 'Code', await mailOf(devstack, newEmail, 'otp', 0))

  // Back on Account with the new email; the same wallet.
  await expect.poll(() => title(page).textContent()).toBe('Account')
  await expect.poll(() => dialog(page).getByTestId('account-email').textContent()).toBe(newEmail)
  expect(await stateEmail(page)).toBe(newEmail)
  expect(await page.getByTestId('evm-address').textContent()).toBe(address)
  // Back from Account does not return to a code.
  expect(await dialog(page).getByRole('button', { name: 'Back' }).count()).toBe(0)
  await capture(page, 'email-update-done')
  await captureNarrow(page, 'email-update-done')

  // A reload restores the login with the new email and the same wallet, no mail sent.
  const sent = (await mailbox(devstack, newEmail)).length
  await page.reload()
  await page.waitForFunction(() => 'app' in window)
  await expect.poll(() => page.getByTestId('evm-status').textContent(), { timeout: 15_000 }).toBe('connected')
  expect(await page.getByTestId('evm-address').textContent()).toBe(address)
  await expect.poll(() => stateEmail(page)).toBe(newEmail)
  expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL'))).toBe(newEmail)
  await page.getByRole('button', { name: /0x/ }).click()
  await expect.poll(() => dialog(page).getByTestId('account-email').textContent()).toBe(newEmail)
  expect((await mailbox(devstack, newEmail)).length).toBe(sent)

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})

test("change the email through useUpdateEmail alone: the playground's Embedded wallet page", async () => {
  const playground = await servePlayground(devstack)
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const blocked = await blockNonLoopback(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  try {
    await page.goto(`${playground.url}#/embedded`)
    const card = page.getByRole('region', { name: 'Change the email' })
    await expect.poll(() => card.getByText('Log in by email first').count()).toBe(1)

    const oldEmail = `hook-before-${Date.now()}@example.com`
    const newEmail = `hook-after-${Date.now()}@example.com`
    const before = await lastMailId(oldEmail)
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(oldEmail)
    await page.getByRole('button', { name: 'Send the code' }).click()
    expect((await fetch(await mailOf(devstack, oldEmail, 'approveUrl', before))).status).toBe(200)
    await page
      .getByRole('textbox', { name: 'Code from the email' })
      .fill(await mailOf(devstack, oldEmail, 'otp', before))
    await page.getByRole('button', { name: 'Log in' }).click()
    const address = page.getByTestId('embedded-address')
    await expect.poll(() => address.textContent(), { timeout: 15_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const wallet = await address.textContent()

    await card.getByRole('textbox', { name: /^New email/ }).fill(newEmail)
    await card.getByRole('button', { name: 'Send the codes' }).click()
    // The current address's code, as the page shows it from the dev inbox.
    const shown = card.getByTestId('email-update-code')
    await expect.poll(() => shown.textContent(), { timeout: 15_000 }).toMatch(/^\d{6}$/)
    const primary = (await shown.textContent()) as string
    const codeField = card.getByRole('textbox', { name: /^Code sent to/ })
    await codeField.fill(wrongFor(primary))
    await card.getByRole('button', { name: 'Confirm the change' }).click()
    await expect.poll(() => card.getByTestId('email-update-error').textContent()).toBe('Invalid code')
    await codeField.fill(primary)
    await card.getByRole('button', { name: 'Confirm the change' }).click()

    await expect.poll(() => card.getByText(`Code sent to ${newEmail}`).count()).toBe(1)
    await expect.poll(() => shown.textContent(), { timeout: 15_000 }).not.toBe(primary)
    await codeField.fill((await shown.textContent()) as string)
    await card.getByRole('button', { name: 'Verify the new email' }).click()

    await expect
      .poll(() => card.getByRole('status').textContent())
      .toBe(`Changed: the wallet's email is now ${newEmail}.`)
    await expect.poll(() => page.getByText(`Logged in as ${newEmail}`).count()).toBe(1)
    expect(await address.textContent()).toBe(wallet)
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
  } finally {
    await context.close()
    await playground.stop()
  }
})

test('the frame refuses a change with no login, a second code before the first, a replayed code; the email stays', async () => {
  // The app's own frame client (window.app.client), driven directly: what another script on the
  // page could send.
  const { context, blocked, page, errors } = await openEmbeddedApp(browser, served.url.origin, devstack)
  type Client = {
    init(): Promise<void>
    updateEmail(p: { email: string }): Promise<unknown>
    updateEmailPrimaryOtp(p: { otp: string }): Promise<unknown>
    updateEmailSecondaryOtp(p: { otp: string }): Promise<unknown>
    getEmail(): string | undefined
  }
  const call = (method: keyof Client, payload?: unknown) =>
    page.evaluate(
      ([m, p]) => {
        const client = (window as unknown as { app: { client: Client } }).app.client
        const method = client[m as keyof Client] as (p?: unknown) => unknown
        return Promise.resolve()
          .then(() => method.call(client, p))
          .then(
            (value) => ({ ok: value ?? null }),
            (error: Error) => ({ error: error.message }),
          )
      },
      [method, payload] as const,
    )
  await call('init')
  expect(await call('updateEmail', { email: 'someone@example.com' })).toEqual({ error: 'Not logged in' })
  expect(await call('updateEmailSecondaryOtp', { otp: '123456' })).toEqual({ error: 'Not logged in' })

  const email = `frame-${Date.now()}@example.com`
  const newEmail = `frame-new-${Date.now()}@example.com`
  await logIn(page, email)
  // The new address's code before the current one confirmed: refused, nothing mailed to it.
  expect(await call('updateEmailSecondaryOtp', { otp: '123456' })).toEqual({
    error: 'Confirm the change with the code sent to your current email first',
  })
  const before = await lastMailId(email)
  expect(await call('updateEmail', { email: newEmail })).toEqual({ ok: { action: 'VERIFY_PRIMARY_OTP' } })
  expect(await mailbox(devstack, newEmail)).toEqual([])
  const primary = await mailOf(devstack, email, 'otp', before)
  expect(await call('updateEmailPrimaryOtp', { otp: primary })).toEqual({ ok: null })
  // The current address's code again, at either step: used up, and not the new address's.
  expect(await call('updateEmailPrimaryOtp', { otp: primary })).toEqual({
    error: 'The code has expired: ask for a new one',
  })
  expect(await call('updateEmailSecondaryOtp', { otp: primary })).toEqual({ error: 'Invalid code' })
  expect(await call('getEmail')).toEqual({ ok: email })
  const secondary = await mailOf(devstack, newEmail, 'otp', 0)
  expect(await call('updateEmailSecondaryOtp', { otp: secondary })).toEqual({ ok: { newEmail } })
  expect(await call('getEmail')).toEqual({ ok: newEmail })
  // Replayed once the change is done: refused, the email stays the new one.
  expect(await call('updateEmailSecondaryOtp', { otp: secondary })).toEqual({
    error: 'Confirm the change with the code sent to your current email first',
  })
  expect(await call('getEmail')).toEqual({ ok: newEmail })

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})
