import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { servePage } from '../src/pageServer'
import { useBrowserSuite } from '../src/suite'

// Issue 14's last SPEC §5 send message, seen in Chromium: an app connected on a namespace that
// cannot send (Polkadot, through core's mock adapter; e2e/pages/unsupportedChainApp) opens Send,
// and Review says "Unsupported chain" before any wallet is asked.
const pageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../pages/unsupportedChainApp')
let served: Awaited<ReturnType<typeof servePage>>
const { newContext } = useBrowserSuite(() => {})
beforeAll(async () => {
  served = await servePage(pageRoot)
})
afterAll(async () => {
  await served?.stop()
})

test('Send on a Polkadot account says "Unsupported chain"', async () => {
  const context = await newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(served.url.toString())
  await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 10_000 }).toBe('connected')
  await page.getByRole('button', { name: 'Open Send' }).click()
  const dialog = page.locator('openappkit-modal [role="dialog"]')
  await dialog.getByRole('button', { name: 'Review' }).click()
  await expect
    .poll(() => dialog.getByTestId('send-form-error').textContent(), { timeout: 10_000 })
    .toBe('Unsupported chain')
  expect(errors).toEqual([])
})
