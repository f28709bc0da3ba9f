import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, formatEther, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { shownAmount } from '../src/amounts'
import { captureModal } from '../src/captureModal'
import type { ServedPlayground } from '../src/playground'
import { useBrowserSuite } from '../src/suite'
import { injectDevstackWallet, type TestWallet, type TestWalletOptions } from '../src/testWallet'

// The modal on the playground's main page (the wagmi adapter), in Chromium, on the devstack: a
// user connects the injected test wallet, reads the account, switches network, meets an
// unsupported chain, disconnects, browses and searches the wallet directory, with the keyboard
// alone too. Nothing may leave loopback: a blocked request or socket fails the test.

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

type Session = { page: Page; wallet: TestWallet; requests: string[]; errors: string[] }

async function openMainPage(
  options: {
    viewport?: { width: number; height: number }
    reducedMotion?: 'reduce' | 'no-preference'
    /** Runs before the page loads (to route its requests). */
    prepare?: (page: Page) => Promise<unknown>
    wallet?: Partial<TestWalletOptions>
  } = {},
): Promise<Session> {
  const context = await newContext({
    // Screenshots show settled views; the CSS drops its animations under reduced motion.
    reducedMotion: options.reducedMotion ?? 'reduce',
    viewport: options.viewport ?? { width: 1000, height: 800 },
  })
  const page = await context.newPage()
  const requests: string[] = []
  const errors: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('pageerror', (error) => errors.push(error.message))
  const wallet = await injectDevstackWallet(page, devstack, options.wallet)
  await options.prepare?.(page)
  // The injected test wallet is the only extension: the lists below are counted.
  await page.goto(`${playground.url}?devWallet=off`)
  await page.getByRole('heading', { name: 'OpenAppKit playground' }).waitFor()
  return { page, wallet, requests, errors }
}

const dialogOf = (page: Page) => page.getByRole('dialog')
const titleOf = (page: Page) => dialogOf(page).getByRole('heading', { level: 2 })

async function expectTitle(page: Page, title: string) {
  await expect.poll(() => titleOf(page).textContent(), { timeout: 10_000 }).toBe(title)
}

/**
 * Sends 0.001 ETH from the test account straight to anvil, and waits until the devstack's data
 * service lists it, so the Activity tab opened next has it.
 */
async function sendFromTestAccount(address: string) {
  const account = devstack.accounts.evm[0]
  if (!account) throw new Error('the devstack has no EVM test account')
  const sender = createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    transport: http(devstack.urls.evmRpc),
  })
  const hash = await sender.sendTransaction({
    to: '0x000000000000000000000000000000000000dEaD',
    value: 10n ** 15n,
    chain: null,
  })
  const history = `${devstack.urls.blockchainApi}/v1/account/${address}/history?projectId=e2e&chainId=eip155:${devstack.chains.evm.chainId}`
  await expect
    .poll(async () => JSON.stringify(await (await fetch(history)).json()), { timeout: 10_000 })
    .toContain(hash)
  return hash
}

function expectLoopbackOnly(requests: readonly string[]) {
  const hosts = new Set(requests.map((u) => new URL(u).hostname))
  expect([...hosts].filter((h) => h !== '127.0.0.1' && h !== 'localhost')).toEqual([])
}

/** What the user sees for a balance: cut (not rounded) to 3 decimals. */
function walletButton(scope: Locator, name: string | RegExp) {
  return scope.getByRole('button', { name })
}

test('connect the injected wallet, read the account, switch network, meet an unsupported chain, disconnect', async () => {
  const { page, wallet, requests, errors } = await openMainPage()
  // Nothing of the modal is on the page before it is opened; once the page is idle the code of
  // the two views it opens on (Connect, Account) is fetched, not the others'.
  const chunk = (name: string) => requests.some((u) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(u))
  expect(await page.locator('openappkit-modal').count()).toBe(0)
  await expect.poll(() => ['ConnectView', 'AccountView'].every(chunk)).toBe(true)
  expect(chunk('ConnectingWalletConnectView')).toBe(false)
  expect(await page.locator('openappkit-modal').count()).toBe(0)

  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expectTitle(page, 'Connect wallet')
  const dialog = dialogOf(page)
  expect(await dialog.getAttribute('aria-modal')).toBe('true')
  const testWallet = walletButton(dialog, /OpenAppKit Test Wallet/)
  await testWallet.waitFor()
  // Under its heading: an extension found on this browser is an installed wallet.
  expect(
    await walletButton(dialog.getByRole('region', { name: 'Installed' }), /OpenAppKit Test Wallet/).count(),
  ).toBe(1)
  await captureModal(page, 'connect')

  await testWallet.click()
  await expectTitle(page, 'Account')
  // SPEC §9: the first 4 and the last 6 characters.
  const short = `${wallet.address.slice(0, 4)}...${wallet.address.slice(-6)}`
  await expect.poll(() => dialog.getByTestId('account-address').textContent()).toBe(short)
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  const onChain = shownAmount(formatEther(await chain.getBalance({ address: wallet.address })))
  await expect
    .poll(() => dialog.getByTestId('account-balance').textContent(), { timeout: 10_000 })
    .toContain(`${onChain} ETH`)
  expect(await dialog.getByTestId('account-network').textContent()).toContain('Devstack')
  expect(await dialog.getByText('Connected with OpenAppKit Test Wallet').count()).toBe(1)
  await captureModal(page, 'account')

  // The Tokens / NFTs / Activity tabs.
  const tabs = dialog.getByRole('tab')
  expect(await tabs.allTextContents()).toEqual(['Tokens', 'NFTs', 'Activity'])
  // Activity: a transfer the account makes now is listed, from the devstack's data service.
  const hash = await sendFromTestAccount(wallet.address)
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  expect(await dialog.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
  await expect
    .poll(() => dialog.getByRole('tabpanel').textContent(), { timeout: 10_000 })
    .toMatch(/Sent.*−0\.001 ETH/)
  // Mined moments ago: the row says how long ago, not the day.
  expect(await dialog.getByRole('tabpanel').textContent()).toMatch(/Sent(now|\d+ min\. ago)−0\.001 ETH/)
  expect(hash).toMatch(/^0x/)
  await dialog.getByRole('tabpanel').scrollIntoViewIfNeeded()
  await captureModal(page, 'account-activity')
  await dialog.getByRole('tab', { name: 'Tokens' }).click()

  // Switch network through the Networks view: the wallet really switches.
  await dialog.getByTestId('account-network').click()
  await expectTitle(page, 'Choose network')
  await captureModal(page, 'networks')
  await dialog.getByRole('button', { name: /Devstack Two/ }).click()
  await expectTitle(page, 'Account')
  await expect.poll(() => dialog.getByTestId('account-network').textContent()).toContain('Devstack Two')
  expect(wallet.chainId).toBe(31338)
  expect(wallet.calls).toContain('wallet_switchEthereumChain')

  // The user moves the wallet to a chain the app does not serve.
  wallet.changeChain(4242)
  await expectTitle(page, 'Switch network')
  await dialog.getByText('This app doesn’t support your current network').waitFor()
  await captureModal(page, 'unsupported-chain')
  await dialog.getByRole('button', { name: /^Devstack(?! Two)/ }).click()
  // Back from UnsupportedChain closes the modal (SPEC §2); the wallet is on Devstack again.
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
  expect(wallet.chainId).toBe(devstack.chains.evm.chainId)
  await expect.poll(() => page.getByTestId('page-network').textContent()).toBe('Devstack')

  // Reopening shows the account; disconnecting closes and the page is disconnected.
  await page.getByRole('button', { name: 'Account' }).click()
  await expectTitle(page, 'Account')
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
  await expect.poll(() => page.getByTestId('page-account').textContent()).toBe('Not connected')

  // The wallet is now a recent one, listed under Recent right after WalletConnect (the connector order).
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expectTitle(page, 'Connect wallet')
  const wallets = dialog.locator('.oak-list [data-wallet-id]')
  await expect.poll(() => wallets.nth(1).textContent()).toBe('OpenAppKit Test Wallet')
  expect(await wallets.first().getAttribute('data-wallet-id')).toBe('walletConnect')
  expect(await dialog.getByRole('region', { name: 'Recent' }).getByRole('button').allTextContents()).toEqual([
    'OpenAppKit Test Wallet',
  ])
  await captureModal(page, 'connect-recent')
  await page.keyboard.press('Escape')
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

  expect(errors).toEqual([])
  expectLoopbackOnly(requests)
})

test("a wallet offering wallet_getAssets: the Tokens tab lists the wallet's own assets, not the data service's", async () => {
  const token = {
    address: '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F',
    name: 'Token listed by the wallet',
    symbol: 'OAK',
    decimals: 18,
  } as const
  const { page, wallet } = await openMainPage({ wallet: { assets: [token] } })
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = dialogOf(page)
  await walletButton(dialog, /OpenAppKit Test Wallet/).click()
  await expectTitle(page, 'Account')
  const tokens = dialog.getByRole('list', { name: 'Tokens' })
  await expect.poll(() => tokens.textContent(), { timeout: 10_000 }).toContain('Token listed by the wallet')
  expect(wallet.calls).toContain('wallet_getAssets')
  // The data service's name for the same token is not shown: the list is the wallet's.
  expect(await tokens.textContent()).not.toContain('OpenAppKit Test Token')
})

test('waiting for the wallet, a declined connection says so and connects on retry', async () => {
  const { page, wallet, errors } = await openMainPage()
  const held = wallet.hold('wallet_requestPermissions')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = dialogOf(page)
  await walletButton(dialog, /OpenAppKit Test Wallet/).click()
  await expectTitle(page, 'Connecting')
  await dialog.getByText('Continue in OpenAppKit Test Wallet').waitFor()
  await dialog.getByText('Accept the connection request in the wallet').waitFor()
  await captureModal(page, 'connecting-external')
  wallet.rejectNext('wallet_requestPermissions')
  held.release()
  await dialog.getByRole('alert').filter({ hasText: 'Connection declined' }).waitFor()
  await captureModal(page, 'connecting-declined')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expectTitle(page, 'Account')
  expect(wallet.calls.filter((m) => m === 'wallet_requestPermissions')).toHaveLength(2)
  expect(errors).toEqual([])
})

test('choosing the wallet again while its request waits asks it once, and its approval connects', async () => {
  const { page, wallet, errors } = await openMainPage()
  const held = wallet.hold('wallet_requestPermissions')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = dialogOf(page)
  await walletButton(dialog, /OpenAppKit Test Wallet/).click()
  await dialog.getByText('Accept the connection request in the wallet').waitFor()
  await dialog.getByRole('button', { name: 'Back' }).click()
  await walletButton(dialog, /OpenAppKit Test Wallet/).click()
  await dialog.getByText('Accept the connection request in the wallet').waitFor()
  // A second connect prompt (wagmi asks with wallet_requestPermissions) would meet "already pending" (-32002) in a real wallet.
  expect(wallet.calls.filter((m) => m === 'wallet_requestPermissions')).toHaveLength(1)
  expect(await dialog.getByRole('alert').count()).toBe(0)
  held.release()
  await expectTitle(page, 'Account')
  expect(wallet.calls.filter((m) => m === 'wallet_requestPermissions')).toHaveLength(1)
  expect(errors).toEqual([])
})

test('All wallets: the directory in pages of 40, and search after typing pauses', async () => {
  const { page, requests, errors } = await openMainPage()
  const directoryCalls = () =>
    requests.filter((u) => u.startsWith(devstack.urls.walletDirectory) && u.includes('/getWallets'))

  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = dialogOf(page)
  const allWallets = dialog.getByRole('button', { name: /All wallets/ })
  await expect.poll(() => allWallets.textContent()).toMatch(/All wallets\d+/)
  const total = Number((await allWallets.textContent())?.replace(/\D/g, ''))
  expect(total).toBeGreaterThan(40)
  // Connect shows WalletConnect, the installed wallet and 4 recommended ones before "All wallets".
  const listed = await dialog
    .locator('.oak-list [data-wallet-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-wallet-id')))
  expect(listed.slice(0, 2)).toEqual(['walletConnect', 'org.openappkit.testwallet'])
  expect(listed.slice(2)).toHaveLength(4)

  await allWallets.click()
  await expectTitle(page, 'All wallets')
  const grid = dialog.getByTestId('all-wallets-list')
  const directoryItems = grid.locator('[data-wallet-id]:not([data-wallet-id="org.openappkit.testwallet"])')
  await expect.poll(() => directoryItems.count()).toBe(40)
  await captureModal(page, 'all-wallets')
  const firstPages = directoryCalls().filter((u) => !u.includes('search='))
  expect(firstPages.every((u) => new URL(u).searchParams.get('entries') === '40')).toBe(true)

  await dialog.getByRole('button', { name: 'Load more wallets' }).click()
  await expect.poll(() => directoryItems.count()).toBe(total)
  expect(directoryCalls().some((u) => new URL(u).searchParams.get('page') === '2')).toBe(true)
  expect(await dialog.getByRole('button', { name: 'Load more wallets' }).count()).toBe(0)

  // Typing "aurora" key by key makes one search request (300 ms after the last key), of up to 100.
  const before = directoryCalls().length
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).pressSequentially('aurora')
  await expect.poll(() => directoryItems.count()).toBe(1)
  expect(await directoryItems.first().textContent()).toBe('Aurora Wallet')
  const searches = directoryCalls().slice(before)
  expect(searches).toHaveLength(1)
  expect(new URL(searches[0] as string).searchParams.get('search')).toBe('aurora')
  expect(new URL(searches[0] as string).searchParams.get('entries')).toBe('100')
  await captureModal(page, 'all-wallets-search')

  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('no such wallet')
  await dialog.getByText('No wallet matches “no such wallet”').waitFor()

  // Back to Connect with the header's Back button.
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expectTitle(page, 'Connect wallet')
  expect(errors).toEqual([])
  expectLoopbackOnly(requests)
})

/** The focused element's accessible text, looking into the modal's shadow root. */
function focusedText(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim()
  })
}

async function tabTo(page: Page, text: RegExp, limit = 30) {
  const visited: string[] = []
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const focused = await focusedText(page)
    if (text.test(focused)) return
    visited.push(focused)
  }
  throw new Error(`no control matching ${text} within ${limit} Tab presses: ${visited.join(' | ')}`)
}

test('keyboard only: open, connect, disconnect, with focus trapped and given back', async () => {
  const { page, errors } = await openMainPage()
  await tabTo(page, /^Connect wallet$/)
  await page.keyboard.press('Enter')
  await expectTitle(page, 'Connect wallet')
  // Focus is inside the dialog; Escape closes it and gives focus back to the opener.
  await page.keyboard.press('Escape')
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
  expect(await focusedText(page)).toBe('Connect wallet')

  await page.keyboard.press('Enter')
  await expectTitle(page, 'Connect wallet')
  // Tab cycles within the dialog: every stop is one of its controls.
  const seen = new Set<string>()
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    const inModal = await page.evaluate(
      () => document.activeElement?.tagName.toLowerCase() === 'openappkit-modal',
    )
    expect(inModal).toBe(true)
    seen.add(await focusedText(page))
  }
  expect([...seen]).toContain('Close')

  await walletButton(dialogOf(page), /OpenAppKit Test Wallet/).waitFor()
  await tabTo(page, /OpenAppKit Test Wallet/)
  await page.keyboard.press('Enter')
  await expectTitle(page, 'Account')
  await dialogOf(page).getByRole('button', { name: 'Disconnect' }).waitFor()
  await tabTo(page, /^Disconnect$/)
  await page.keyboard.press('Enter')
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
  await expect.poll(() => page.getByTestId('page-account').textContent()).toBe('Not connected')
  expect(await focusedText(page)).toMatch(/^(Connect wallet|Account)$/)
  expect(errors).toEqual([])
})

test('keyboard only: a view opened for the first time keeps the focus in the dialog', async () => {
  const { page } = await openMainPage()
  const focusInModal = () =>
    page.evaluate(() => document.activeElement?.tagName.toLowerCase() === 'openappkit-modal')
  await tabTo(page, /^Connect wallet$/)
  await page.keyboard.press('Enter')
  await expectTitle(page, 'Connect wallet')
  // All wallets' code loads now, the first time: its spinner replaces the button pressed.
  await dialogOf(page)
    .getByRole('button', { name: /^All wallets/ })
    .waitFor()
  await tabTo(page, /^All wallets/)
  await page.keyboard.press('Enter')
  await expectTitle(page, 'All wallets')
  await dialogOf(page).getByRole('searchbox').waitFor()
  expect(await focusInModal()).toBe(true)
  await page.keyboard.press('Escape')
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
})

test('a bottom sheet on a phone-sized screen', async () => {
  const { page } = await openMainPage({ viewport: { width: 375, height: 740 } })
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expectTitle(page, 'Connect wallet')
  const box = await dialogOf(page).boundingBox()
  expect(box?.width).toBe(375)
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(740)
  await captureModal(page, 'connect-mobile')
})

test('motion: the first view draws at once, the next moves in (header 120 ms, view and height 150 ms); none under reduced motion', async () => {
  const timings = async (page: Page) => {
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await expectTitle(page, 'Connect wallet')
    await page.locator('openappkit-modal .oak-view').waitFor()
    const style = (
      selector: string,
      property: 'animationName' | 'animationDuration' | 'transitionDuration',
    ) =>
      page.evaluate(
        ([s, p]) => {
          const element = document.querySelector('openappkit-modal')?.shadowRoot?.querySelector(s)
          return element ? getComputedStyle(element)[p as 'animationName'] : undefined
        },
        [selector, property] as const,
      )
    // The first wallet row waits on no fade: the view, its title and the card are not animated.
    const first = [await style('.oak-view', 'animationName'), await style('.oak-title', 'animationName')]
    expect([...first, await style('.oak-card', 'animationName')]).toEqual(['none', 'none', 'none'])
    await dialogOf(page)
      .getByRole('button', { name: /All wallets/ })
      .click()
    await expectTitle(page, 'All wallets')
    // The title moves first; the view is there once its code is (a spinner until then).
    await page.locator('openappkit-modal .oak-view[data-view="AllWallets"]').waitFor()
    return {
      header: await style('.oak-title', 'animationDuration'),
      view: await style('.oak-view', 'animationDuration'),
      height: await style('.oak-card', 'transitionDuration'),
    }
  }
  const moving = await openMainPage({ reducedMotion: 'no-preference' })
  expect(await timings(moving.page)).toEqual({ header: '0.12s', view: '0.15s', height: '0.15s' })
  const still = await openMainPage({ reducedMotion: 'reduce' })
  const reduced = await timings(still.page)
  for (const value of Object.values(reduced)) expect(Number.parseFloat(value ?? '1')).toBeLessThan(0.001)
})

test("the modal's code failing to arrive twice (its fetch and the retry) still opens on the next press", async () => {
  // The idle warm-up fetches the dialog's code, and retries once at once; both fail here. The
  // press fetches it again (the browser does not keep the failure), and the dialog opens.
  let failed = 0
  const { page, errors } = await openMainPage({
    prepare: (page) =>
      page.route(/\/ModalRoot-[\w-]+\.js$/, (route) => {
        if (failed >= 2) return route.continue()
        failed += 1
        return route.abort('connectionreset')
      }),
  })
  await expect.poll(() => failed, { timeout: 10_000 }).toBe(2)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expectTitle(page, 'Connect wallet')
  expect(errors).toEqual([])
})
