import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { approveFarcasterSignIn, farcasterTestAccounts } from '@openappkit/devstack/farcaster'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { artifactPath } from '../src/artifacts'
import { captureModal } from '../src/captureModal'
import { openEmbeddedApp } from '../src/embeddedApp'
import { servePage } from '../src/pageServer'
import type { ServedPlayground } from '../src/playground'
import { useBrowserSuite } from '../src/suite'

// Sign In With Farcaster through the modal alone (e2e/pages/embeddedApp, the SDK's own embedded
// wallet), on the devstack's frame and its Farcaster auth relay: the app shows the link, the
// user's Farcaster app (the playground's phone page, or the same client with a test custody key
// in the test) approves it, the frame verifies the answer and the user is logged in.

const pageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../pages/embeddedApp')
let devstack: DevstackInfo
let playground: ServedPlayground
let browser: Browser
let served: Awaited<ReturnType<typeof servePage>>
useBrowserSuite((suite) => {
  ;({ devstack, playground, browser } = suite)
})
beforeAll(async () => {
  served = await servePage(pageRoot)
})
afterAll(async () => {
  await served?.stop()
})

const [alice, bob, carol] = farcasterTestAccounts as [
  (typeof farcasterTestAccounts)[number],
  (typeof farcasterTestAccounts)[number],
  (typeof farcasterTestAccounts)[number],
]
const dialog = (page: Page) => page.locator('openappkit-modal [role="dialog"]')
const title = (page: Page) => dialog(page).locator('h2')
const approve = (link: string, account = alice) =>
  approveFarcasterSignIn(devstack.urls.farcasterRelay, link, account)

/** The account state of the page's EVM namespace (what useAccount reads). */
const accountState = (page: Page) =>
  page.evaluate(() => {
    type Kit = {
      store: { get(a: unknown): { farcasterUrl?: string; user?: { username?: string } } }
      atoms: { account(n: string): unknown }
    }
    const { appKit } = (window as unknown as { app: { appKit: Kit } }).app
    const { farcasterUrl, user } = appKit.store.get(appKit.atoms.account('eip155'))
    return { farcasterUrl, username: user?.username }
  })

async function openFarcaster(page: Page): Promise<string> {
  await page.evaluate(() => (window as unknown as { app: { openFarcaster(): void } }).app.openFarcaster())
  await expect.poll(() => title(page).textContent()).toBe('Farcaster')
  const link = dialog(page).getByRole('link', { name: 'Open Farcaster' })
  await expect.poll(() => link.count(), { timeout: 20_000 }).toBe(1)
  return (await link.getAttribute('href')) as string
}

/** The view's entrance is over, then the modal in light and dark at a phone's and a desktop's width. */
async function capture(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
    await page.evaluate(() =>
      Promise.all(
        (document.querySelector('openappkit-modal')?.shadowRoot?.getAnimations() ?? [])
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => {})),
      ),
    )
    await captureModal(page, `${name}-${width}`)
  }
}

test('Farcaster sign-in in the modal: the link approved on the phone page, logged in with the username in Account', async () => {
  const { context, blocked, page, errors } = await openEmbeddedApp(browser, served.url.origin, devstack, {
    pieces: 'sdk',
  })
  const link = await openFarcaster(page)
  // The relay's sign-in link for this app, as the QR code holds it.
  const params = new URL(link).searchParams
  expect(link).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?/)
  expect(params.get('channelToken')).toBeTruthy()
  expect(params.get('siweUri')).toBe(served.url.origin)
  expect(await dialog(page).getByRole('img', { name: 'Farcaster sign-in QR code' }).count()).toBe(1)
  expect((await accountState(page)).farcasterUrl).toBe(link)
  await capture(page, 'farcaster-waiting')

  // The playground's phone page, as the user's Farcaster app: paste the link, pick the account, approve.
  const phone = await context.newPage()
  phone.on('pageerror', (error) => errors.push(`phone: ${error.message}`))
  await phone.setViewportSize({ width: 390, height: 844 })
  await phone.goto(new URL('phone.html', playground.url).href)
  await phone.getByRole('textbox', { name: 'Sign-in link (https://farcaster.xyz/~/siwf…)' }).fill(link)
  await phone.getByRole('combobox', { name: 'Farcaster account' }).selectOption(String(alice.fid))
  await phone.getByRole('button', { name: 'Approve sign-in' }).click()
  await expect.poll(() => phone.getByText(`Signed in as @${alice.username}`).count()).toBe(1)
  await phone.screenshot({ path: artifactPath('phone-farcaster.png'), fullPage: true })
  await phone.close()

  await expect.poll(() => title(page).textContent(), { timeout: 15_000 }).toBe('Account')
  await expect.poll(() => page.getByTestId('evm-status').textContent()).toBe('connected')
  expect(await dialog(page).getByText(alice.username, { exact: true }).count()).toBe(1)
  expect(await accountState(page)).toEqual({ farcasterUrl: undefined, username: alice.username })
  const address = await page.getByTestId('evm-address').textContent()
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await capture(page, 'farcaster-account')

  // Reload: still logged in as the same Farcaster account.
  await page.reload()
  await page.waitForFunction(() => 'app' in window)
  await expect.poll(() => page.getByTestId('evm-status').textContent(), { timeout: 15_000 }).toBe('connected')
  expect(await page.getByTestId('evm-address').textContent()).toBe(address)
  await expect.poll(async () => (await accountState(page)).username).toBe(alice.username)

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})

test("Farcaster sign-in through useFarcasterLogin alone: the playground's Embedded wallet page", async () => {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${playground.url}#/embedded`)
  const card = page.getByRole('region', { name: 'Farcaster', exact: true })
  await card.getByRole('button', { name: 'Sign in with Farcaster' }).click()
  const shown = card.getByTestId('farcaster-link')
  await expect.poll(() => shown.count(), { timeout: 20_000 }).toBe(1)
  const link = (await shown.textContent()) ?? ''
  expect(link).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?/)
  // Approved in Farcaster (the test custody key stands in for the phone page the card links to).
  await approve(link, bob)
  await expect
    .poll(() => card.locator('.result').textContent(), { timeout: 15_000 })
    .toMatch(new RegExp(`^Logged in as @${bob.username}: 0x[0-9a-fA-F]{40}$`))
  expect(errors).toEqual([])
  await context.close()
})

test('a sign-in by a key that is not the custody address is refused and changes nothing; a new link then works', async () => {
  const { context, blocked, page, errors } = await openEmbeddedApp(browser, served.url.origin, devstack, {
    pieces: 'sdk',
  })
  const link = await openFarcaster(page)
  // Carol's custody key answers in Bob's name.
  await approve(link, { ...bob, custodyKey: carol.custodyKey })
  const alert = dialog(page).getByRole('alert')
  await expect
    .poll(() => alert.textContent(), { timeout: 15_000 })
    .toBe('The Farcaster sign-in did not go through')
  expect(await dialog(page).getByTestId('farcaster-error').textContent()).toMatch(
    new RegExp(`^Farcaster sign-in refused: .*does not own fid ${bob.fid}`),
  )
  expect(await page.getByTestId('evm-status').textContent()).toBe('disconnected')
  expect(await accountState(page)).toEqual({ farcasterUrl: undefined, username: undefined })
  await capture(page, 'farcaster-refused')

  await dialog(page).getByRole('button', { name: 'New link' }).click()
  const link2 = dialog(page).getByRole('link', { name: 'Open Farcaster' })
  await expect.poll(() => link2.count(), { timeout: 20_000 }).toBe(1)
  const fresh = (await link2.getAttribute('href')) as string
  expect(fresh).not.toBe(link)
  await approve(fresh, bob)
  await expect.poll(() => title(page).textContent(), { timeout: 15_000 }).toBe('Account')
  expect(await dialog(page).getByText(bob.username, { exact: true }).count()).toBe(1)

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})

test('leaving the view before approval drops the link: approved afterwards, it logs nobody in', async () => {
  const { context, blocked, page, errors } = await openEmbeddedApp(browser, served.url.origin, devstack, {
    pieces: 'sdk',
  })
  const link = await openFarcaster(page)
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect.poll(async () => (await accountState(page)).farcasterUrl).toBeUndefined()
  // The Farcaster app approves the old link: the relay takes it, the frame no longer waits for it.
  await approve(link)
  await page.waitForTimeout(1500)
  expect(await page.getByTestId('evm-status').textContent()).toBe('disconnected')

  // Opening the view again asks for a new link, and that one works.
  const fresh = await openFarcaster(page)
  expect(fresh).not.toBe(link)
  await approve(fresh, carol)
  await expect.poll(() => title(page).textContent(), { timeout: 15_000 }).toBe('Account')
  expect(await accountState(page)).toEqual({ farcasterUrl: undefined, username: carol.username })

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})
