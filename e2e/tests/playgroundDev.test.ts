import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchBrowser } from '../src/browser'
import { blockNonLoopback } from '../src/network'
import { type ServedPlayground, servePlaygroundDev } from '../src/playground'
import { injectDevstackWallet } from '../src/testWallet'

// `npm run dev` serves the playground with Vite's dev server, not the production build the other
// browser tests use: the main page must work there too (sources, pre-bundled dependencies, the
// WalletConnect provider loaded on demand), on the devstack, loopback only.

let devstack: DevstackInfo
let playground: ServedPlayground
let browser: Browser
let context: BrowserContext | undefined

beforeAll(async () => {
  devstack = inject('devstack')
  playground = await servePlaygroundDev(devstack)
  browser = await launchBrowser()
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await playground?.stop()
})

test('the dev server’s main page: the modal connects the extension wallet and offers a WalletConnect QR', async () => {
  context = await browser.newContext({ reducedMotion: 'reduce' })
  const blocked = await blockNonLoopback(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const wallet = await injectDevstackWallet(page, devstack)
  await page.goto(playground.url)
  // The first request of a dev server transforms and pre-bundles on demand: it may take a while.
  await page.getByRole('heading', { name: 'OpenAppKit playground' }).waitFor({ timeout: 60_000 })

  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog')
  const title = dialog.getByRole('heading', { level: 2 })
  await dialog.getByRole('button', { name: /WalletConnect.*QR code/ }).click({ timeout: 30_000 })
  // A pairing URI exists only once the provider has reached the devstack's relay.
  await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect.poll(() => title.textContent()).toBe('Connect wallet')

  await dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ }).click()
  await expect.poll(() => title.textContent(), { timeout: 15_000 }).toBe('Account')
  await expect.poll(() => page.getByTestId('page-account').textContent()).toBe(wallet.address)
  expect(errors).toEqual([])
  expect(blocked).toEqual([])
})
