import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { WalletConnectWallet } from '@openappkit/devstack/walletconnect'
import type { Page } from 'playwright-core'
import { afterEach, expect, test } from 'vitest'
import { captureModal } from '../src/captureModal'
import { createPhoneWallet, within } from '../src/phoneWallet'
import type { ServedPlayground } from '../src/playground'
import { useBrowserSuite } from '../src/suite'

// The modal's WalletConnect views paired for real on the playground's main page: the wagmi
// adapter's WalletConnect connector in Chromium, a sign-client wallet in Node, the devstack's
// relay between them. Nothing may leave loopback: a blocked request or socket fails the test.

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})
const wallets: WalletConnectWallet[] = []
afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
})

async function openMainPage(device: 'desktop' | 'phone' = 'desktop', query = '') {
  const context = await newContext({
    reducedMotion: 'reduce',
    ...(device === 'phone'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1000, height: 860 } }),
  })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(playground.url).origin,
  })
  const page = await context.newPage()
  const requests: string[] = []
  const errors: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${playground.url}${query}`)
  await page.getByRole('heading', { name: 'OpenAppKit playground' }).waitFor()
  const wallet = await createPhoneWallet(devstack, { secondChain: query !== '' })
  wallets.push(wallet)
  return { page, requests, errors, wallet }
}

const titleOf = (page: Page) => page.getByRole('dialog').getByRole('heading', { level: 2 })

function expectLoopbackOnly(requests: readonly string[]) {
  const hosts = new Set(requests.filter((u) => /^(https?|wss?):/.test(u)).map((u) => new URL(u).hostname))
  expect([...hosts].filter((h) => h !== '127.0.0.1' && h !== 'localhost')).toEqual([])
}

test('the WalletConnect QR: copy the link, the phone wallet pairs and approves, the account shows', async () => {
  const { page, requests, errors, wallet } = await openMainPage()
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /WalletConnect.*QR code/ }).click()
  await expect.poll(() => titleOf(page).textContent()).toBe('WalletConnect')
  await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 20_000 })
  await captureModal(page, 'walletconnect-basic')

  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await dialog.getByText('Link copied').waitFor()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(new URL(uri.replace(/^wc:/, 'http://x/')).searchParams.get('relay-protocol')).toBe('irn')

  await within(wallet.pair(uri), 15_000, 'pairing')
  await within(wallet.approved, 15_000, 'the session approval')
  await expect.poll(() => titleOf(page).textContent(), { timeout: 20_000 }).toBe('Account')
  const short = `${wallet.address.slice(0, 4)}...${wallet.address.slice(-6)}`
  await expect.poll(() => dialog.getByTestId('account-address').textContent()).toBe(short)
  await expect.poll(() => page.getByTestId('page-account').textContent()).toBe(wallet.address)
  // The session names the wallet that approved it, not "WalletConnect".
  await dialog.getByText('Connected with Test Phone Wallet').waitFor()
  expect(errors).toEqual([])
  expectLoopbackOnly(requests)
})

test('a directory wallet: its QR, deep links carrying the pairing URI, and pairing through the mobile link', async () => {
  const { page, requests, errors, wallet } = await openMainPage()
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Aurora Wallet' }).click()
  await expect.poll(() => titleOf(page).textContent()).toBe('Connecting')
  await dialog.getByText('Scan with Aurora Wallet').waitFor({ timeout: 20_000 })
  const mobile = await dialog
    .getByRole('link', { name: 'Open Aurora Wallet', exact: true })
    .getAttribute('href')
  const desktop = await dialog
    .getByRole('link', { name: 'Open Aurora Wallet desktop app' })
    .getAttribute('href')
  expect(mobile).toMatch(/^aurorawallet:\/\/wc\?uri=wc%3A/)
  expect(desktop).toMatch(/^aurorawallet-desktop:\/\/wc\?uri=wc%3A/)
  await captureModal(page, 'walletconnect-wallet')

  // What the phone receives through the deep link is the pairing URI.
  const uri = decodeURIComponent((mobile as string).split('wc?uri=')[1] as string)
  await within(wallet.pair(uri), 15_000, 'pairing')
  await within(wallet.approved, 15_000, 'the session approval')
  await expect.poll(() => titleOf(page).textContent(), { timeout: 20_000 }).toBe('Account')
  // Whichever wallet scanned the link is named: here the phone wallet of the test, whatever the
  // directory entry the user picked.
  await dialog.getByText('Connected with Test Phone Wallet').waitFor()
  expect(errors).toEqual([])
  expectLoopbackOnly(requests)
})

test('on a phone a directory wallet opens through its mobile link, with no QR code to scan', async () => {
  const { page, requests, errors, wallet } = await openMainPage('phone')
  await page.getByRole('button', { name: 'Connect wallet' }).tap()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Aurora Wallet' }).tap()
  await dialog.getByText('Continue in Aurora Wallet').waitFor({ timeout: 20_000 })
  const open = dialog.getByRole('link', { name: 'Open Aurora Wallet', exact: true })
  const mobile = await open.getAttribute('href')
  expect(mobile).toMatch(/^aurorawallet:\/\/wc\?uri=wc%3A/)
  expect(await dialog.getByRole('img', { name: 'WalletConnect QR code' }).count()).toBe(0)
  expect(await dialog.getByRole('link', { name: 'Open Aurora Wallet desktop app' }).count()).toBe(0)
  await captureModal(page, 'walletconnect-wallet-phone')

  const uri = decodeURIComponent((mobile as string).split('wc?uri=')[1] as string)
  await within(wallet.pair(uri), 15_000, 'pairing')
  await within(wallet.approved, 15_000, 'the session approval')
  await expect.poll(() => titleOf(page).textContent(), { timeout: 20_000 }).toBe('Account')
  expect(errors).toEqual([])
  expectLoopbackOnly(requests)
})

test('an app with no adapters: Connect opens the WalletConnect QR, the phone pairs, the account shows, and follows the wallet to another chain', async () => {
  const { page, requests, errors, wallet } = await openMainPage('desktop', '?adapters=none')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expect.poll(() => titleOf(page).textContent()).toBe('WalletConnect')
  await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await dialog.getByText('Link copied').waitFor()
  const uri = await page.evaluate(() => navigator.clipboard.readText())

  await within(wallet.pair(uri), 15_000, 'pairing')
  await within(wallet.approved, 15_000, 'the session approval')
  await expect.poll(() => titleOf(page).textContent(), { timeout: 20_000 }).toBe('Account')
  const short = `${wallet.address.slice(0, 4)}...${wallet.address.slice(-6)}`
  await expect.poll(() => dialog.getByTestId('account-address').textContent()).toBe(short)
  expect(await dialog.getByTestId('account-network').textContent()).toMatch(/Devstack(?! Two)/)
  await dialog.getByText('Connected with Test Phone Wallet').waitFor()
  await expect.poll(() => page.getByTestId('page-account').textContent()).toBe(wallet.address)

  // The user picks the other chain in the wallet: the app shows it, on the same account.
  await wallet.changeChain(devstack.chains.evm.chainId + 1)
  await expect.poll(() => dialog.getByTestId('account-network').textContent()).toContain('Devstack Two')
  expect(await page.getByTestId('page-network').textContent()).toBe('Devstack Two')
  expect(await dialog.getByTestId('account-address').textContent()).toBe(short)
  expect(errors).toEqual([])
  expectLoopbackOnly(requests)
})
