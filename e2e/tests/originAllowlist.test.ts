import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DevstackInfo, mailbox } from '@openappkit/devstack/vitest'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchBrowser } from '../src/browser'
import { captureModal } from '../src/captureModal'
import { openEmbeddedApp } from '../src/embeddedApp'
import { servePage } from '../src/pageServer'

// The SDK checks its own origin against the project's allowlist (the devstack's wallet directory,
// GET /projects/v1/origins) when the email login is on. The same page served at http://[::1]:port
// — loopback, but on neither the e2e project's list nor the default allowed ancestors — is
// refused: the Invalid App Configuration alert, and Connect's email entry says why. At
// http://127.0.0.1:port (a default ancestor) the login is offered as usual.

const pageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../pages/embeddedApp')
let devstack: DevstackInfo
let refusedPage: Awaited<ReturnType<typeof servePage>>
let allowedPage: Awaited<ReturnType<typeof servePage>>
let browser: Browser

beforeAll(async () => {
  devstack = inject('devstack')
  refusedPage = await servePage(pageRoot, '::1')
  allowedPage = await servePage(pageRoot)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await refusedPage?.stop()
  await allowedPage?.stop()
})

const dialog = (page: Page) => page.locator('openappkit-modal [role="dialog"]')
const emailField = (page: Page) => dialog(page).getByRole('textbox', { name: 'Email' })
const open = (origin: string) =>
  openEmbeddedApp(browser, origin, devstack, { pieces: 'sdk', directory: devstack.urls.walletDirectory })

/** The allowlist was read (the page's resource timing lists the request). */
const listRead = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/projects/v1/origins')),
  )

async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expect.poll(() => dialog(page).locator('h2').textContent()).toBe('Connect wallet')
}

test('a page whose origin the project does not allow: the alert, the email entry off with the reason, no login', async () => {
  expect(refusedPage.url.hostname).toBe('[::1]')
  const { context, blocked, page, errors } = await open(refusedPage.url.origin)
  await expect
    .poll(() => page.locator('openappkit-toast').getByText('Invalid App Configuration').count())
    .toBe(1)

  await openConnect(page)
  await expect
    .poll(() => dialog(page).getByTestId('email-origin-refused').textContent())
    .toBe("Email login is unavailable: this site is not on the project's allowed list.")
  expect(await emailField(page).isDisabled()).toBe(true)
  expect(await dialog(page).getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(true)
  await captureModal(page, 'origin-refused')
  await page.setViewportSize({ width: 360, height: 740 })
  await captureModal(page, 'origin-refused-360')

  // An app's own form (core's action) is refused with the reason too, and no mail goes out.
  const email = `refused-${Date.now()}@example.com`
  const refusal = await page.evaluate(
    (e) =>
      (window as unknown as { app: { startEmailLogin(e: string): Promise<string> } }).app
        .startEmailLogin(e)
        .then(
          () => 'started',
          (error: Error & { shortMessage?: string }) => error.shortMessage ?? error.message,
        ),
    email,
  )
  expect(refusal).toBe(
    "This page's origin is not on the project's allowed list. Add it in the project settings.",
  )
  expect(await mailbox(devstack, email)).toEqual([])
  expect(await page.getByTestId('evm-status').textContent()).toBe('disconnected')

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})

test('a default allowed ancestor (127.0.0.1): the list is read, no alert, the email entry is on', async () => {
  const { context, blocked, page, errors } = await open(allowedPage.url.origin)
  await expect.poll(() => listRead(page)).toBe(true)
  await openConnect(page)
  await expect.poll(() => emailField(page).count()).toBe(1)
  expect(await emailField(page).isDisabled()).toBe(false)
  expect(await dialog(page).getByTestId('email-origin-refused').count()).toBe(0)
  expect(await page.getByText('Invalid App Configuration').count()).toBe(0)
  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})
