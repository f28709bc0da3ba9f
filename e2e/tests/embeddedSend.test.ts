import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { seriousAxeViolations } from '../src/axe'
import { launchBrowser } from '../src/browser'
import { captureModal, settled } from '../src/captureModal'
import { mailOf, openEmbeddedApp } from '../src/embeddedApp'
import { servePage } from '../src/pageServer'
import { fillSend } from '../src/sendView'

// A send from the modal's Send view with the embedded wallet, on a phone-sized screen: the
// ApproveTransaction view reads whole (recipient, amount, network), the user approves, and the
// Send view comes back with its confirmation (not an empty form inviting a second send); the
// transfer lands on the chain once.
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

type App = { startEmailLogin(email: string): Promise<string>; submitEmailOtp(otp: string): Promise<unknown> }
const app = (page: Page) => page.evaluateHandle(() => (window as unknown as { app: App }).app)
const dialog = (page: Page) => page.locator('openappkit-modal [role="dialog"]')
const title = (page: Page) => dialog(page).locator('h2')

test('an approved embedded-wallet send ends on the Send view’s confirmation, readable at phone width', async () => {
  const { context, blocked, page, errors } = await openEmbeddedApp(browser, served.url.origin, devstack, {
    pieces: 'sdk',
  })
  await page.setViewportSize({ width: 360, height: 740 })
  const email = `send-${Date.now()}@example.com`
  const handle = await app(page)
  const started = handle.evaluate((a, e) => a.startEmailLogin(e), email)
  expect((await fetch(await mailOf(devstack, email, 'approveUrl', 0))).status).toBe(200)
  expect(await started).toBe('verifyOtp')
  const otp = await mailOf(devstack, email, 'otp', 0)
  await handle.evaluate((a, code) => a.submitEmailOtp(code), otp)
  await expect.poll(() => page.getByTestId('evm-status').textContent(), { timeout: 15_000 }).toBe('connected')
  // The frame funds a new login once: wait until the balance is there.
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  const from = (await page.getByTestId('evm-address').textContent()) as Hex
  await expect.poll(() => chain.getBalance({ address: from }), { timeout: 10_000 }).toBeGreaterThan(0n)

  const to = devstack.accounts.evm[7]?.address as Hex
  const before = await chain.getBalance({ address: to })
  await page.getByRole('button', { name: /0x/ }).click()
  await expect.poll(() => title(page).textContent()).toBe('Account')
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => title(page).textContent()).toBe('Send')
  await fillSend(dialog(page), 'ETH', '0.01', to)
  await dialog(page).getByRole('button', { name: 'Review' }).click()
  await dialog(page).getByTestId('send-preview').waitFor()
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()

  // The approval, whole at 360 px: the recipient is not clipped, nothing scrolls sideways.
  await dialog(page).getByTestId('approve-transaction').waitFor({ timeout: 15_000 })
  await expect.poll(() => dialog(page).getByTestId('approve-value').textContent()).toBe('0.01 ETH')
  const toCell = dialog(page).getByTestId('approve-to')
  expect(await toCell.getAttribute('title')).toBe(to)
  expect(await toCell.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  expect(await dialog(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  await captureModal(page, 'embedded-approve-phone')
  await dialog(page).getByRole('button', { name: 'Approve' }).click()

  // Back on Send with its outcome, not an empty form.
  await dialog(page).getByTestId('send-success').waitFor({ timeout: 20_000 })
  expect(await title(page).textContent()).toBe('Send')
  expect(await dialog(page).getByRole('status').first().textContent()).toBe('Sent')
  await settled(page)
  expect(await seriousAxeViolations(page)).toEqual([])
  await captureModal(page, 'embedded-send-success-phone')
  await expect.poll(() => chain.getBalance({ address: to })).toBe(before + parseEther('0.01'))
  await dialog(page).getByRole('button', { name: 'Done' }).click()
  await expect.poll(() => title(page).textContent()).toBe('Account')
  // Sent once.
  expect(await chain.getBalance({ address: to })).toBe(before + parseEther('0.01'))

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})
