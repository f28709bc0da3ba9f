import type { DevstackInfo } from '@openappkit/devstack/vitest'
import { createWalletConnectWallet, type WalletConnectWallet } from '@openappkit/devstack/walletconnect'
import type { Page } from 'playwright-core'
import { afterEach, expect, test } from 'vitest'
import type { ServedPlayground } from '../src/playground'
import { useBrowserSuite } from '../src/suite'
import { injectDevstackWallet, type TestWallet } from '../src/testWallet'

// Connects racing each other on the playground's main page, in Chromium, on the devstack: two
// injected test wallets (one wallet, announced twice under different names) whose answers are
// held and released at chosen moments. Only the attempt the user is looking at changes anything;
// a wallet answering an attempt the user left is ended on its side.

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

const phones: WalletConnectWallet[] = []
afterEach(async () => {
  for (const phone of phones.splice(0)) await phone.close()
})

const second = { name: 'Second Test Wallet', rdns: 'org.openappkit.testwallet.second' }

async function twoWallets(query = '') {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 800 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(playground.url).origin,
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const a = await injectDevstackWallet(page, devstack)
  const b = await injectDevstackWallet(page, devstack, { account: 1, ...second })
  await page.goto(`${playground.url}${query}`)
  await page.getByRole('heading', { name: 'OpenAppKit playground' }).waitFor()
  return { page, a, b, errors }
}

const dialogOf = (page: Page) => page.getByRole('dialog')
const titleOf = (page: Page) => dialogOf(page).getByRole('heading', { level: 2 })
const walletButton = (page: Page, name: RegExp) => dialogOf(page).getByRole('button', { name })

async function expectAccount(page: Page, wallet: TestWallet) {
  await expect
    .poll(() => page.getByTestId('page-account').textContent(), { timeout: 10_000 })
    .toBe(wallet.address)
}

/** What core stored about the connection, the connected wallet and Recent. */
function stored(page: Page) {
  return page.evaluate(() => {
    const read = (key: string) => JSON.parse(localStorage.getItem(`@openappkit/${key}`) ?? 'null')
    return {
      connections: read('connections'),
      walletId: read('walletId'),
      walletName: read('walletName'),
      recent: ((read('recentWallets') ?? []) as { id: string }[]).map((wallet) => wallet.id),
    }
  })
}

const storedForB = {
  // Each namespace's record names its wallet (MULTI_CHAIN rows connect one wallet on several).
  connections: { eip155: { connectorId: second.rdns, walletId: second.rdns, walletName: second.name } },
  walletId: second.rdns,
  walletName: second.name,
  recent: [second.rdns],
}

test("a late approval from wallet A after wallet B connected changes nothing, and A's session is ended", async () => {
  const { page, a, b, errors } = await twoWallets()
  const heldA = a.hold('wallet_requestPermissions')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await walletButton(page, /OpenAppKit Test Wallet/).click()
  await expect.poll(() => titleOf(page).textContent()).toBe('Connecting')
  await expect.poll(() => heldA.reached).toBe(true)

  // The user goes Back and connects B while A's request is still open in A.
  await dialogOf(page).getByRole('button', { name: 'Back' }).click()
  await walletButton(page, /Second Test Wallet/).click()
  await expect.poll(() => titleOf(page).textContent()).toBe('Account')
  await expectAccount(page, b)
  expect(await stored(page)).toEqual(storedForB)

  // Now A's user approves.
  heldA.release()
  await expect.poll(() => a.calls.includes('wallet_revokePermissions'), { timeout: 10_000 }).toBe(true)
  expect(a.connected).toBe(false)
  expect(b.connected).toBe(true)
  expect(b.calls).not.toContain('wallet_revokePermissions')
  await expectAccount(page, b)
  await dialogOf(page).getByText('Connected with Second Test Wallet').waitFor()
  expect(await stored(page)).toEqual(storedForB)

  // Recent after disconnecting: B alone, right after WalletConnect; A is an installed wallet only.
  await dialogOf(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => page.getByTestId('page-account').textContent()).toBe('Not connected')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const rows = dialogOf(page).locator('.oak-list [data-wallet-id]')
  await expect.poll(() => rows.nth(1).textContent()).toBe('Second Test Wallet')
  const recent = dialogOf(page).getByRole('region', { name: 'Recent' })
  expect(await recent.getByRole('button').allTextContents()).toEqual(['Second Test Wallet'])
  expect(errors).toEqual([])
})

test('a connect by hand during a slow restore survives the restore timeout and its late answer', async () => {
  // Wide enough that connecting B by hand fits inside it on a loaded machine (checked below).
  const restoreTimeoutMs = 6000
  const { page, a, b, errors } = await twoWallets(`?restoreTimeoutMs=${restoreTimeoutMs}`)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await walletButton(page, /OpenAppKit Test Wallet/).click()
  await expectAccount(page, a)
  await page.keyboard.press('Escape')

  // Reload with A slow to answer the restore; the user connects B by hand meanwhile.
  const heldRestore = a.hold('eth_accounts')
  await page.reload()
  await expect.poll(() => heldRestore.reached, { timeout: 10_000 }).toBe(true)
  const reloadedAt = Date.now()
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await walletButton(page, /Second Test Wallet/).click()
  await expectAccount(page, b)
  // The race under test: B connected while the restore was still waiting.
  expect(Date.now() - reloadedAt).toBeLessThan(restoreTimeoutMs)

  // The restore times out, then A answers it: neither undoes B.
  await new Promise((resolve) => setTimeout(resolve, restoreTimeoutMs - (Date.now() - reloadedAt) + 300))
  await expectAccount(page, b)
  heldRestore.release()
  await expect.poll(() => a.calls.includes('wallet_revokePermissions'), { timeout: 10_000 }).toBe(true)
  expect(a.connected).toBe(false)
  expect(b.connected).toBe(true)
  await expectAccount(page, b)
  expect(await stored(page)).toEqual({
    ...storedForB,
    recent: [second.rdns, 'org.openappkit.testwallet'],
  })
  expect(errors).toEqual([])
})

test('a WalletConnect pairing the user walked away from, approved after B connected, changes nothing', async () => {
  const { page, b, errors } = await twoWallets()
  const account = devstack.accounts.evm[2]
  if (!account) throw new Error('the devstack has no third EVM test account')
  const phone = await createWalletConnectWallet({
    relayUrl: devstack.urls.relay,
    privateKey: account.privateKey,
    chains: { [devstack.chains.evm.chainId]: devstack.urls.evmRpc },
  })
  phones.push(phone)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await dialogOf(page)
    .getByRole('button', { name: /WalletConnect.*QR code/ })
    .click()
  await dialogOf(page).getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 20_000 })
  await dialogOf(page).getByRole('button', { name: 'Copy link' }).click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:/)

  // The user walks away from the QR and connects the extension wallet B.
  await dialogOf(page).getByRole('button', { name: 'Back' }).click()
  await walletButton(page, /Second Test Wallet/).click()
  await expectAccount(page, b)

  // Later the phone scans the old link and approves: the session is ended, not adopted.
  await phone.pair(uri)
  const topic = await phone.approved
  await expect
    .poll(() => phone.client.session.getAll().some((session) => session.topic === topic), { timeout: 15_000 })
    .toBe(false)
  await expectAccount(page, b)
  await dialogOf(page).getByText('Connected with Second Test Wallet').waitFor()
  expect(await stored(page)).toEqual(storedForB)
  expect(phone.handled).toEqual([])
  expect(errors).toEqual([])
})
