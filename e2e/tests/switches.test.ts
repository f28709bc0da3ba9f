import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { servePage } from '../src/pageServer'
import { useBrowserSuite } from '../src/suite'
import { injectDevstackWallet } from '../src/testWallet'

// The legal checkbox (SPEC §6) in Chromium, in an app that turned it on (e2e/pages/switchesApp):
// the test wallet's row cannot be chosen until the box is ticked; then it connects.
const pageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../pages/switchesApp')
let devstack: DevstackInfo
let served: Awaited<ReturnType<typeof servePage>>
const { newContext } = useBrowserSuite((suite) => {
  devstack = suite.devstack
})
beforeAll(async () => {
  served = await servePage(pageRoot)
})
afterAll(async () => {
  await served?.stop()
})

test('legalCheckbox: no connecting until the box is ticked; the links are the app’s', async () => {
  const context = await newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await injectDevstackWallet(page, devstack)
  const url = new URL(served.url)
  url.searchParams.set('evmRpc', devstack.urls.evmRpc)
  url.searchParams.set('chainId', String(devstack.chains.evm.chainId))
  await page.goto(url.toString())
  await page.getByRole('button', { name: 'Open the modal' }).click()
  const dialog = page.locator('openappkit-modal [role="dialog"]')
  const wallet = dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ })
  await wallet.waitFor()
  expect(await wallet.isDisabled()).toBe(true)
  await wallet.click({ force: true })
  await page.waitForTimeout(300)
  expect(await page.getByTestId('status').textContent()).toBe('disconnected')
  expect(await dialog.getByText('Tick the box above to choose a wallet').count()).toBe(1)
  expect(await dialog.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
    `${url.origin}/terms`,
  )

  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check()
  await wallet.click()
  await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 }).toBe('connected')
  await dialog.getByTestId('account-address').waitFor()
  expect(errors).toEqual([])
})

test('swaps: false refuses the Swap view and useSwap with the switch named; the modal stays closed', async () => {
  const context = await newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const url = new URL(served.url)
  url.searchParams.set('evmRpc', devstack.urls.evmRpc)
  url.searchParams.set('chainId', String(devstack.chains.evm.chainId))
  url.searchParams.set('swaps', 'off')
  await page.goto(url.toString())
  const results = async () => JSON.parse((await page.getByTestId('swap-result').textContent()) ?? '{}')
  await page.getByRole('button', { name: 'Open Swap' }).click()
  await page.getByRole('button', { name: 'Swap with the hook' }).click()
  const refused = expect.stringMatching(
    /^FeatureDisabledError: Swaps is switched off\n.*features\.swaps is false/s,
  )
  await expect.poll(results).toEqual({ 'Open Swap': refused, 'Swap with the hook': refused })
  expect(await page.locator('openappkit-modal [role="dialog"]').count()).toBe(0)
  expect(errors).toEqual([])
})
