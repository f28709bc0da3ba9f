import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchBrowser } from '../src/browser'
import { captureModal, settled } from '../src/captureModal'
import { openEmbeddedApp } from '../src/embeddedApp'
import { servePage } from '../src/pageServer'

// Social login on the devstack: the provider is a real OpenID Connect server whose login page
// opens in the popup; the person picks a test identity there (or refuses); the popup lands on the
// frame's origin, the frame exchanges the code and verifies the ID token, and the SDK connects.
// Through the modal (e2e/pages/embeddedApp, the SDK's own embedded wallet), then through
// `useSocialLogin` alone.

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
const socials = (page: Page) => dialog(page).getByRole('region', { name: 'Log in with a social account' })

/** The account state's embedded-wallet user and social provider (what useAccount().embeddedWalletInfo reads). */
const loggedIn = (page: Page) =>
  page.evaluate(() => {
    type Kit = {
      store: {
        get(a: unknown): { user?: { email?: string | null; username?: string }; socialProvider?: string }
      }
      atoms: { account(n: string): unknown }
    }
    const { appKit } = (window as unknown as { app: { appKit: Kit } }).app
    const { user, socialProvider } = appKit.store.get(appKit.atoms.account('eip155'))
    return { email: user?.email ?? undefined, username: user?.username, socialProvider }
  })

/** Screenshots (light and dark, axe on each) at phone and desktop width. */
async function capture(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 760 })
    await settled(page)
    await captureModal(page, `${name}-${width}`)
  }
}

/** Clicks a social button and returns the login window it opened. */
async function openPopup(page: Page, click: () => Promise<void>) {
  const popup = page.waitForEvent('popup')
  await click()
  const window = await popup
  await window.waitForLoadState()
  return window
}

test('social login in the modal: the popup, a picked identity, Account; a refusal, then a retry', async () => {
  const { context, blocked, page, errors } = await openEmbeddedApp(browser, served.url.origin, devstack, {
    pieces: 'sdk',
  })
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expect.poll(() => title(page).textContent()).toBe('Connect wallet')
  // The default list, in its order: three and "More" (four fit; seven do not).
  const row = socials(page)
  expect(
    await row.getByRole('button').evaluateAll((b) => b.map((e) => e.getAttribute('aria-label'))),
  ).toEqual(['Google', 'X', 'Discord', 'Show more social logins'])
  await capture(page, 'social-connect')
  await row.getByRole('button', { name: 'Show more social logins' }).click()
  expect(await row.getByRole('button').count()).toBe(7)

  const popup = await openPopup(page, () => row.getByRole('button', { name: 'Google' }).click())
  await expect.poll(() => title(page).textContent()).toBe('Log in')
  expect(await dialog(page).getByTestId('social-status').textContent()).toBe(
    'Continue in the Google window that opened.',
  )
  await expect.poll(() => popup.title()).toBe('Sign in with google (devstack)')
  // A result posted by any window but the popup at the frame's origin is ignored: this page's own.
  await page.evaluate(() =>
    window.postMessage({ resultUri: `${location.origin}/social/callback?code=x&state=y` }, '*'),
  )
  await capture(page, 'social-waiting')
  expect(await dialog(page).getByTestId('social-status').textContent()).toBe(
    'Continue in the Google window that opened.',
  )

  await popup.getByRole('button', { name: 'Continue as Ada Lovelace' }).click()
  await expect.poll(() => title(page).textContent(), { timeout: 15_000 }).toBe('Account')
  await expect.poll(() => popup.isClosed()).toBe(true)
  await expect.poll(() => page.getByTestId('evm-status').textContent()).toBe('connected')
  expect(await loggedIn(page)).toEqual({
    email: 'ada@example.com',
    username: 'ada',
    socialProvider: 'google',
  })
  expect(await dialog(page).getByText('ada@example.com', { exact: true }).count()).toBe(1)
  // The account is funded like an email login's, so it can pay for a first transaction.
  const address = (await page.getByTestId('evm-address').textContent()) as string
  const balance = await fetch(devstack.urls.evmRpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  }).then((r) => r.json() as Promise<{ result: string }>)
  expect(BigInt(balance.result)).toBeGreaterThan(0n)

  // Logged out: X, where the person refuses; the view says so and offers to try again.
  // A reload keeps the login and who it is.
  await page.reload()
  await page.waitForFunction(() => 'app' in window)
  await expect.poll(() => page.getByTestId('evm-status').textContent(), { timeout: 15_000 }).toBe('connected')
  await expect
    .poll(() => loggedIn(page))
    .toEqual({ email: 'ada@example.com', username: 'ada', socialProvider: 'google' })
  await page.getByRole('button', { name: /0x/ }).click()
  await expect.poll(() => title(page).textContent()).toBe('Account')
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => page.getByTestId('evm-status').textContent()).toBe('disconnected')
  if (!(await dialog(page).isVisible())) await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expect.poll(() => title(page).textContent()).toBe('Connect wallet')
  const refusing = await openPopup(page, () => socials(page).getByRole('button', { name: 'X' }).click())
  await refusing.getByRole('link', { name: 'Refuse' }).click()
  await expect.poll(() => dialog(page).getByTestId('social-error').textContent()).toBe('X refused the login.')
  expect(await title(page).textContent()).toBe('Log in')
  expect(await page.getByTestId('evm-status').textContent()).toBe('disconnected')
  await capture(page, 'social-refused')

  // Try again opens the window again (in that click); X shares no email, only the username.
  const retry = await openPopup(page, () => dialog(page).getByRole('button', { name: 'Try again' }).click())
  await retry.getByRole('button', { name: 'Continue as Grace Hopper' }).click()
  await expect.poll(() => title(page).textContent(), { timeout: 15_000 }).toBe('Account')
  expect(await loggedIn(page)).toEqual({ email: undefined, username: '@grace', socialProvider: 'x' })
  // Another person, another account.
  expect(await page.getByTestId('evm-address').textContent()).not.toBe(address)

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})

test('social login through useSocialLogin alone, with each of the six providers; a closed window fails', async () => {
  const { context, page, errors } = await openEmbeddedApp(browser, served.url.origin, devstack, {
    pieces: 'sdk',
    email: 'off',
    socials: 'github,discord,apple,facebook,google,x',
  })
  const state = page.getByTestId('hook-social-state')
  expect(await page.getByRole('button', { name: /^Hook: / }).allTextContents()).toEqual([
    'Hook: github',
    'Hook: discord',
    'Hook: apple',
    'Hook: facebook',
    'Hook: google',
    'Hook: x',
  ])
  const closing = await openPopup(page, () => page.getByRole('button', { name: 'Hook: github' }).click())
  await expect.poll(() => state.textContent()).toBe('waiting github')
  await closing.close()
  await expect.poll(() => state.textContent()).toBe('failed github closed')

  const addresses = new Set<string>()
  for (const provider of ['github', 'discord', 'apple', 'facebook', 'google', 'x']) {
    const popup = await openPopup(page, () => page.getByRole('button', { name: `Hook: ${provider}` }).click())
    await expect.poll(() => popup.title()).toBe(`Sign in with ${provider} (devstack)`)
    await popup.getByRole('button', { name: 'Continue as Ada Lovelace' }).click()
    await expect.poll(() => state.textContent(), { timeout: 15_000 }).toBe(`connected ${provider}`)
    await expect.poll(() => page.getByTestId('evm-status').textContent()).toBe('connected')
    expect(await loggedIn(page)).toEqual({
      email: provider === 'x' ? undefined : 'ada@example.com',
      username: provider === 'x' ? '@ada' : 'ada',
      socialProvider: provider,
    })
    // One account per provider and subject: the same person at another provider is another account.
    addresses.add((await page.getByTestId('evm-address').textContent()) ?? '')
    await page.evaluate(() =>
      (window as unknown as { app: { disconnect(): Promise<void> } }).app.disconnect(),
    )
    await expect.poll(() => page.getByTestId('evm-status').textContent()).toBe('disconnected')
  }
  expect(addresses.size).toBe(6)
  expect(errors).toEqual([])
  await context.close()
})
