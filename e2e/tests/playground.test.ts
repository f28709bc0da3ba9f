import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, formatEther, formatUnits, http } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { artifactPath } from '../src/artifacts'
import { launchBrowser } from '../src/browser'
import { blockNonLoopback } from '../src/network'
import { type ServedPlayground, servePlayground } from '../src/playground'
import { injectDevstackSolanaWallet, injectDevstackWallet, solanaLamports } from '../src/testWallet'

let devstack: DevstackInfo
let playground: ServedPlayground
let browser: Browser

beforeAll(async () => {
  devstack = inject('devstack')
  playground = await servePlayground(devstack)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await playground?.stop()
})

/** Every URL the page asks for, so a test can hold the SDK to "loopback only". */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

test('the playground loads in Chromium, shows the SDK version, links to the headless page, and talks to loopback only', async () => {
  const page = await browser.newPage()
  const blocked = await blockNonLoopback(page)
  const requests = recordRequests(page)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  // The loading state is in the HTML itself: drawn while the scripts are still on their way.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\.js$/, async (route) => {
    await held
    await route.fallback()
  })
  await page.goto(playground.url, { waitUntil: 'commit' })
  await page.getByRole('status').filter({ hasText: 'Loading the OpenAppKit playground…' }).waitFor()
  release()
  await expect
    .poll(() => page.getByRole('heading', { name: 'OpenAppKit playground' }).count(), { timeout: 10_000 })
    .toBe(1)
  expect(await page.getByTestId('playground-loading').count()).toBe(0)
  expect(await page.getByTestId('sdk-version').textContent()).toMatch(/^\d+\.\d+\.\d+/)
  await page.screenshot({ path: artifactPath('playground-home.png') })

  await page.getByRole('link', { name: /Headless/ }).click()
  await page.getByRole('heading', { name: 'Headless' }).waitFor()
  await page.getByRole('heading', { name: 'Connect' }).waitFor()

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  const hosts = new Set(requests.map((u) => new URL(u).hostname))
  expect([...hosts].filter((h) => h !== '127.0.0.1' && h !== 'localhost')).toEqual([])
  await page.close()
})

test('the headless page connects an extension wallet with hooks only and shows account, network and on-chain balance', async () => {
  const page = await browser.newPage()
  const blocked = await blockNonLoopback(page)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const wallet = await injectDevstackWallet(page, devstack)

  await page.goto(`${playground.url}#/headless`)
  await page.getByRole('heading', { name: 'Headless' }).waitFor()
  const headerHeight = () => page.getByRole('banner').evaluate((e) => e.getBoundingClientRect().height)
  const headerBefore = await headerHeight()
  await page.getByRole('button', { name: 'OpenAppKit Test Wallet' }).click()
  await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 }).toBe('connected')
  expect(await page.getByTestId('address').textContent()).toBe(wallet.address)
  expect(await page.getByTestId('network').textContent()).toBe('Devstack')
  // What anvil holds (other files share the devstack and may have spent from this account), as
  // the data service reads it.
  const onChain = await createPublicClient({ transport: http(devstack.urls.evmRpc) }).getBalance({
    address: wallet.address,
  })
  await expect
    .poll(() => page.getByTestId('balance').textContent(), { timeout: 15_000 })
    .toBe(`${formatEther(onChain)} ETH`)
  expect(await page.locator('[role="dialog"]').count()).toBe(0)
  await page.screenshot({ path: artifactPath('playground-headless.png') })
  // The header keeps its height while the page and the event log grow.
  expect(await headerHeight()).toBe(headerBefore)

  await page.getByRole('button', { name: 'Disconnect' }).click()
  await page.getByRole('heading', { name: 'Connect' }).waitFor()

  // WalletConnect with hooks only: the pairing URI from the local relay is shown to copy or open,
  // and the other wallets can still be chosen.
  await page.getByRole('button', { name: 'WalletConnect', exact: true }).click()
  await expect
    .poll(() => page.getByTestId('pairing-uri').textContent(), { timeout: 15_000 })
    .toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(await page.getByRole('button', { name: 'OpenAppKit Test Wallet' }).isEnabled()).toBe(true)
  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await page.close()
})

test('the headless page connects a Wallet Standard wallet on the devstack’s Solana chain and shows its SOL, and a refusal says so', async () => {
  const page = await browser.newPage()
  const blocked = await blockNonLoopback(page)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const wallet = await injectDevstackSolanaWallet(page, devstack, { account: 1 })

  await page.goto(`${playground.url}#/headless`)
  await page.getByRole('heading', { name: 'Headless' }).waitFor()
  wallet.rejectNext('connect')
  await page.getByRole('button', { name: 'OpenAppKit Test Wallet' }).click()
  await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toMatch(/rejected/i)
  expect(wallet.connected).toBe(false)

  await page.getByRole('button', { name: 'OpenAppKit Test Wallet' }).click()
  await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 }).toBe('connected')
  expect(await page.getByTestId('address').textContent()).toBe(devstack.accounts.solana[1]?.publicKey)
  expect(await page.getByTestId('network').textContent()).toBe('Solana Devstack')
  // What the Solana chain holds for it (other files share the devstack).
  const lamports = await solanaLamports(devstack, devstack.accounts.solana[1]?.publicKey as string)
  await expect
    .poll(() => page.getByTestId('balance').textContent(), { timeout: 15_000 })
    .toBe(`${formatUnits(lamports, 9)} SOL`)
  expect(wallet.calls).toEqual(['connect', 'connect'])

  await page.getByRole('button', { name: 'Disconnect' }).click()
  await page.getByRole('heading', { name: 'Connect' }).waitFor()
  expect(wallet.connected).toBe(false)
  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await page.close()
})
