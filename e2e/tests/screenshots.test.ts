import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { testNftAbi } from '@openappkit/devstack'
import { type DevstackInfo, mailbox } from '@openappkit/devstack/vitest'
import type { Locator, Page } from 'playwright-core'
import {
  type Address,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  keccak256,
  parseEther,
  publicActions,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { settled } from '../src/captureModal'
import { mailOf } from '../src/embeddedApp'
import { servePage } from '../src/pageServer'
import { pick } from '../src/picker'
import {
  checkBaseline,
  clearMismatches,
  type Mismatch,
  updating,
  writeBaseline,
  writeMismatchPage,
} from '../src/screenshotBaselines'
import { useBrowserSuite } from '../src/suite'
import { injectDevstackWallet, type TestWallet } from '../src/testWallet'

// Every modal view, drawn on fixed data and compared with its committed baseline (e2e/screenshots,
// cropped to the dialog): each view in light English desktop and dark Arabic phone, Connect and
// Account in all eight looks. The account is a key no other file uses (one per language), with
// a balance set on anvil and no history until the test's own send; what still varies (a
// WalletConnect pairing's QR code, a gas price, how long ago the send was) is masked. Sign-in is
// on, so the connect passes through its views. The email login goes on to the email change. Near
// the end, once the views they would change are shot, the account gets an NFT, smart sessions and
// a name. A difference fails the test naming the views, with artifacts/screenshots/index.html.
const pageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../pages/screenshotsApp')
// One account per language, so each test's send shows alone in its Activity, from the same balance.
const keys = {
  en: keccak256(toHex('openappkit screenshots')),
  ar: keccak256(toHex('openappkit screenshots ar')),
}
const merchant = '0x5ca1ab1e0000000000000000000000000000beef'
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 360, height: 640 }

type Look = { theme: 'light' | 'dark'; phone: boolean }
type ScreenshotsApi = {
  open(parameters: { view?: string; data?: Record<string, unknown> }): void
  pay(recipient: string): void
  setThemeMode(mode: 'light' | 'dark'): void
  tab(tab: 'tokens' | 'nfts' | 'activity'): void
  approve(request: { method: string; params: unknown; chainId: number }): void
  view(): string
  disconnect(): void
}

let devstack: DevstackInfo
let served: Awaited<ReturnType<typeof servePage>>
const { newContext } = useBrowserSuite((suite) => {
  devstack = suite.devstack
})
beforeAll(async () => {
  served = await servePage(pageRoot)
  // 12.5 ETH, set rather than sent: no transaction shows in Activity before the view's own send.
  for (const key of Object.values(keys)) {
    await fetch(devstack.urls.evmRpc, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [privateKeyToAccount(key).address, toHex(12_500_000_000_000_000_000n)],
      }),
    })
  }
  clearMismatches()
})
afterAll(async () => {
  await served?.stop()
})

const dialogOf = (page: Page) => page.locator('openappkit-modal [role="dialog"]')
/** Calls the page's `window.screenshots[method](arg)` (e2e/pages/screenshotsApp). */
const call = (page: Page, method: keyof ScreenshotsApi, arg?: unknown) =>
  page.evaluate(
    ([name, value]) =>
      (window as unknown as { screenshots: Record<string, (value: unknown) => unknown> }).screenshots[name]?.(
        value,
      ),
    [method, arg] as const,
  )

/**
 * A screenshot of the dialog once it matches its baseline, or else once it stops changing (images
 * in, data loaded, entrance over): what it shows then is what differs.
 */
async function shootDialog(
  page: Page,
  name: string,
  mask: Locator[],
  hide?: string,
): Promise<Mismatch | undefined> {
  const dialog = dialogOf(page)
  await page.mouse.move(0, 0)
  let previous: Buffer | undefined
  for (let i = 0; i < 30; i += 1) {
    await settled(page)
    await dialog.evaluate((el) =>
      Promise.all([...el.querySelectorAll('img')].map((img) => img.decode().catch(() => {}))),
    )
    const shot = await dialog.screenshot({
      animations: 'disabled',
      caret: 'hide',
      mask,
      maskColor: '#ff00ff',
      ...(hide ? { style: `${hide} { visibility: hidden !important; }` } : {}),
    })
    const mismatch = checkBaseline(name, shot)
    // A baseline that still matches is kept as it is, even when updating: no churn in reviews.
    if (!mismatch) return undefined
    if (previous?.equals(shot)) {
      if (!updating) return mismatch
      writeBaseline(name, shot)
      return undefined
    }
    previous = shot
    await page.waitForTimeout(100)
  }
  throw new Error(`${name}: the dialog kept changing for several seconds`)
}

function screenshotter(page: Page, locale: 'en' | 'ar', mismatches: Mismatch[]) {
  const defaultLooks: Look[] = [
    locale === 'en' ? { theme: 'light', phone: false } : { theme: 'dark', phone: true },
  ]
  const allLooks: Look[] = [
    { theme: 'light', phone: false },
    { theme: 'dark', phone: false },
    { theme: 'light', phone: true },
    { theme: 'dark', phone: true },
  ]
  /**
   * Shoots the dialog as it is, in each look: `view` names the baseline. `hide`: CSS selectors of
   * what varies but may sit under the sticky title, where a mask would cover the title too.
   */
  return async (
    view: string,
    options: { all?: boolean; mask?: (dialog: Locator) => Locator[]; hide?: string } = {},
  ) => {
    for (const look of options.all ? allLooks : defaultLooks) {
      await page.setViewportSize(look.phone ? PHONE : DESKTOP)
      await call(page, 'setThemeMode', look.theme)
      await expect
        .poll(() => page.locator('openappkit-modal .oak-root').getAttribute('data-theme'))
        .toBe(look.theme)
      const name = `${view}-${look.theme}-${locale}-${look.phone ? 'phone' : 'desktop'}`
      const mismatch = await shootDialog(page, name, options.mask?.(dialogOf(page)) ?? [], options.hide)
      if (mismatch) mismatches.push(mismatch)
    }
  }
}

/** Mints the devstack collection's next token to `to`, from a fresh key given the gas. */
async function mintNft(to: Address) {
  const minter = privateKeyToAccount(generatePrivateKey())
  const chain = defineChain({
    id: devstack.chains.evm.chainId,
    name: 'Devstack',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devstack.urls.evmRpc] } },
  })
  await createTestClient({ chain, mode: 'anvil', transport: http() }).setBalance({
    address: minter.address,
    value: parseEther('1'),
  })
  const client = createWalletClient({ chain, account: minter, transport: http() }).extend(publicActions)
  const hash = await client.writeContract({
    address: devstack.contracts.evm.nft,
    abi: testNftAbi,
    functionName: 'mint',
    args: [to],
  })
  await client.waitForTransactionReceipt({ hash })
}

/** Smart sessions as the data service would list them for `caipAddress`: fixed dates, far from now. */
async function addSmartSessions(caipAddress: string) {
  const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`) / 1000
  const sessions = [
    { pci: 'active', name: 'Daily Trader', expiry: day('2099-06-15'), revokedAt: null, permissions: 2 },
    { pci: 'expired', name: 'Mint Club', expiry: day('2024-01-15'), revokedAt: null, permissions: 1 },
    {
      pci: 'revoked',
      name: 'Game Lobby',
      expiry: day('2099-06-15'),
      revokedAt: day('2025-03-01'),
      permissions: 3,
    },
  ]
  for (const { pci, name, expiry, revokedAt, permissions } of sessions) {
    const response = await fetch(new URL('/__devstack/sessions', devstack.urls.blockchainApi), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        account: caipAddress,
        session: {
          project: { id: pci, name },
          pci: `screenshots-${pci}`,
          expiry,
          createdAt: day('2024-01-01'),
          revokedAt,
          permissions: Array.from({ length: permissions }, () => ({ type: 'contract-call' })),
        },
      }),
    })
    expect(response.status).toBe(200)
  }
}

/** The toast a refusal raises closes on a timer: closed at once, so the shot is the view alone. */
async function dismissToast(page: Page) {
  const toast = page.locator('openappkit-modal [data-testid="openappkit-toast"]')
  await toast.waitFor()
  await toast.getByRole('button').click()
  await toast.waitFor({ state: 'detached' })
}

async function openView(page: Page, view: string, data?: Record<string, unknown>) {
  await call(page, 'open', { view, data })
  await expect.poll(() => call(page, 'view')).toBe(view)
}

/** One language: the views a person meets from Connect to a payment, in one page. */
async function shootEveryView(locale: 'en' | 'ar'): Promise<Mismatch[]> {
  const context = await newContext({ reducedMotion: 'reduce', viewport: DESKTOP, locale })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const wallet: TestWallet = await injectDevstackWallet(page, devstack, { privateKey: keys[locale] })
  const url = new URL(served.url)
  url.searchParams.set('urls', JSON.stringify(devstack.urls))
  url.searchParams.set('chainId', String(devstack.chains.evm.chainId))
  url.searchParams.set('locale', locale)
  url.searchParams.set('signIn', 'on')
  await page.goto(url.toString())
  await page.waitForFunction(() => 'screenshots' in window)
  const mismatches: Mismatch[] = []
  const shoot = screenshotter(page, locale, mismatches)
  const dialog = dialogOf(page)
  const account = privateKeyToAccount(keys[locale]).address

  await openView(page, 'Connect')
  await dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ }).waitFor()
  await shoot('connect', { all: true })
  await openView(page, 'AllWallets')
  await shoot('all-wallets')
  await openView(page, 'Connect')
  await dialog.getByRole('button', { name: 'WalletConnect' }).click()
  await expect.poll(() => call(page, 'view')).toBe('ConnectingWalletConnectBasic')
  await dialog.locator('svg, canvas, img').first().waitFor()
  // A new pairing each time: its QR code and link differ.
  await shoot('connecting-walletconnect', { mask: (d) => [d.locator('.oak-qr')] })

  // The embedded wallet's email login: a new device is approved from the mail, then the code.
  await openView(page, 'Connect')
  const email = `screenshots-${locale}@example.com`
  const before = (await mailbox(devstack, email)).at(-1)?.id ?? 0
  await dialog.locator('input[type="email"]').fill(email)
  await dialog.locator('input[type="email"]').press('Enter')
  // The frame loads on the first login: slow on a loaded machine.
  await expect.poll(() => call(page, 'view'), { timeout: 30_000 }).toBe('EmailVerifyDevice')
  await shoot('email-device')
  expect((await fetch(await mailOf(devstack, email, 'approveUrl', before))).status).toBe(200)
  await expect.poll(() => call(page, 'view'), { timeout: 15_000 }).toBe('EmailVerifyOtp')
  await shoot('email-code')
  // Logged in (the sign-in it then asks for is left unanswered), the email change: the new
  // address, the code mailed to the current one, then the one mailed to the new. Logged out
  // after, for the socials and the extension.
  await dialog.getByRole('textbox').fill(await mailOf(devstack, email, 'otp', before))
  await dialog.getByRole('textbox').press('Enter')
  await expect.poll(() => call(page, 'view'), { timeout: 15_000 }).not.toBe('EmailVerifyOtp')
  await openView(page, 'UpdateEmail')
  await shoot('email-update')
  const changed = (await mailbox(devstack, email)).at(-1)?.id ?? 0
  await dialog.locator('input[type="email"]').fill(`screenshots-new-${locale}@example.com`)
  await dialog.locator('input[type="email"]').press('Enter')
  await expect.poll(() => call(page, 'view'), { timeout: 15_000 }).toBe('UpdateEmailPrimaryOtp')
  await shoot('email-update-current-code')
  await dialog.getByRole('textbox').fill(await mailOf(devstack, email, 'otp', changed))
  await dialog.getByRole('textbox').press('Enter')
  await expect.poll(() => call(page, 'view'), { timeout: 15_000 }).toBe('UpdateEmailSecondaryOtp')
  await shoot('email-update-new-code')
  await call(page, 'disconnect')
  // The socials on the frame the email login loaded: Farcaster's QR code (a new channel each
  // time), and a provider's window waiting for the person.
  await openView(page, 'ConnectingFarcaster')
  await dialog.locator('.oak-qr svg').waitFor({ timeout: 20_000 })
  await shoot('connecting-farcaster', { mask: (d) => [d.locator('.oak-qr')] })
  await openView(page, 'Connect')
  const [provider] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.locator('.oak-socials button').first().click(),
  ])
  await dialog.getByTestId('social-status').waitFor()
  await shoot('connecting-social')
  await provider.close()

  await openView(page, 'Connect')
  const held = wallet.hold('wallet_requestPermissions')
  await dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ }).click()
  await expect.poll(() => call(page, 'view')).toBe('ConnectingExternal')
  await shoot('connecting-extension')
  held.release()
  // Sign-in is on: the request, the wait in the wallet, a refusal, then a signature that closes the modal.
  await expect.poll(() => call(page, 'view'), { timeout: 15_000 }).toBe('SIWXSignMessage')
  await dialog.getByTestId('siwx-account').waitFor()
  await shoot('siwx-sign')
  const signature = wallet.hold('personal_sign')
  await dialog.locator('button[data-variant="accent"]').click()
  await expect.poll(() => call(page, 'view')).toBe('ConnectingSiwe')
  await shoot('siwx-signing')
  signature.release({ kind: 'refuse' })
  await dialog.locator('.oak-notice').waitFor()
  await dismissToast(page)
  await shoot('siwx-declined')
  await dialog.locator('button[data-variant="accent"]').click()
  await dialog.waitFor({ state: 'detached' })
  await openView(page, 'Account')
  await dialog.getByTestId('account-address').waitFor()
  await shoot('account', { all: true })

  await openView(page, 'Networks')
  await shoot('networks')
  await openView(page, 'Swap')
  await shoot('swap')
  await openView(page, 'OnrampBuy')
  await shoot('buy')
  await dialog.getByTestId('onramp-amount').fill('50')
  await dialog.getByTestId('onramp-continue').click()
  await dialog.getByTestId('onramp-quote-amount').waitFor({ timeout: 10_000 })
  await shoot('onramp-providers')
  // The provider's page opens in its own window; the modal waits for the purchase.
  const [onramp] = await Promise.all([page.waitForEvent('popup'), dialog.getByTestId('onramp-buy').click()])
  await dialog.getByTestId('onramp-waiting').waitFor()
  await shoot('buy-in-progress')
  await onramp.close()
  await openView(page, 'WalletReceive')
  await shoot('receive')
  await openView(page, 'RegisterAccountName')
  await shoot('names')
  await call(page, 'pay', merchant)
  await expect.poll(() => call(page, 'view')).toBe('Pay')
  await shoot('pay')
  const [exchange] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.locator('[data-testid^="pay-exchange-"]').first().click(),
  ])
  await dialog.getByTestId('pay-waiting').waitFor()
  await shoot('pay-in-progress')
  await exchange.close()

  await openView(page, 'WalletSend')
  await shoot('send')
  // The token, the amount, then the recipient (by order: the labels are the locale's).
  await pick(dialog, /./, 'ETH')
  await dialog.getByRole('textbox').nth(0).fill('1.25')
  await dialog.getByRole('textbox').nth(1).fill(merchant)
  await dialog.locator('form button[type="submit"]').click()
  await dialog.getByTestId('send-preview-fee').waitFor()
  // The fee follows anvil's base fee, which the other files move.
  await shoot('send-review', { mask: (d) => [d.getByTestId('send-preview-fee')] })
  await dialog.locator('button[data-variant="accent"]').click()
  await dialog.getByTestId('send-success').waitFor({ timeout: 15_000 })
  await shoot('send-success')
  // The send in Activity. Masked: when it was (the month's heading, how long ago) and the balance
  // left, which the fee moves.
  await openView(page, 'Account')
  await call(page, 'tab', 'activity')
  await dialog.locator('[data-transaction]').first().waitFor({ timeout: 15_000 })
  // Under the fold on a phone.
  await dialog.locator('[data-transaction]').first().scrollIntoViewIfNeeded()
  await shoot('activity', {
    mask: (d) => [
      d.locator('[data-transaction] .oak-item-name .oak-muted'),
      d.locator('.oak-group-title'),
      d.locator('.oak-balance'),
    ],
  })

  // A request of the embedded wallet, as ApproveTransaction shows it before the user answers.
  await call(page, 'approve', {
    method: 'eth_sendTransaction',
    params: [{ to: merchant, value: toHex(1_500_000_000_000_000_000n), data: '0xa9059cbb00' }],
    chainId: devstack.chains.evm.chainId,
  })
  await dialog.getByTestId('approve-transaction').waitFor()
  await shoot('approve-transaction')
  await dialog.locator('button:not([data-variant])').last().click()
  await call(page, 'approve', {
    method: 'personal_sign',
    params: [toHex('Sign in to Screenshots\nNonce: 42'), account],
    chainId: devstack.chains.evm.chainId,
  })
  await dialog.getByTestId('approve-message').waitFor()
  await shoot('approve-message')
  await dialog.locator('button:not([data-variant])').last().click()
  // The NFTs tab, first shown now: a token minted to the account. Masked: its number and picture,
  // which follow how many the run minted before. The balance (the send's fee moved it) is hidden.
  await mintNft(account)
  await openView(page, 'Account')
  await call(page, 'tab', 'nfts')
  await dialog.getByTestId('nft').first().waitFor({ timeout: 15_000 })
  // Scrolled no further than to show the tile whole: the balance stays clear of the title.
  await dialog
    .getByTestId('nft')
    .first()
    .evaluate((tile) => tile.scrollIntoView({ block: 'nearest' }))
  await shoot('nfts', {
    mask: (d) => [d.locator('.oak-nft-image'), d.locator('.oak-nft-name')],
    hide: '.oak-balance',
  })
  // Smart sessions: one active (revocable), one expired, one revoked.
  await addSmartSessions(`eip155:${devstack.chains.evm.chainId}:${account}`)
  await openView(page, 'SmartSessions')
  await dialog.getByTestId('smart-session').nth(2).waitFor()
  await shoot('smart-sessions')
  // A name registered: the wallet signs, the name service keeps it, the view shows it.
  await openView(page, 'RegisterAccountName')
  await dialog.getByRole('textbox').fill(`screenshots-${locale}`)
  await dialog.locator('button[type="submit"]').click()
  await dialog.getByTestId('registered-name').waitFor({ timeout: 15_000 })
  await shoot('name-registered')

  await call(page, 'open', { view: 'Account' })
  await wallet.changeChain(devstack.chains.evm.chainId + 7)
  await openView(page, 'UnsupportedChain')
  await shoot('unsupported-chain')

  expect(errors).toEqual([])
  return mismatches
}

/** Fails naming each view that differs, after writing the side-by-side page. */
function expectNoMismatch(mismatches: Mismatch[]) {
  if (mismatches.length === 0) return
  const page = writeMismatchPage(mismatches)
  expect.fail(
    `${mismatches.length} screenshots differ from their baselines (${page}):\n${mismatches
      .map((m) => `  ${m.name}: ${m.reason}`)
      .join('\n')}`,
  )
}

// Generous timeouts: a loaded machine draws slower; a quiet one takes a fraction of them.
test('every view in English (light, desktop; Connect and Account in all four looks) looks as its baseline', async () => {
  expectNoMismatch(await shootEveryView('en'))
}, 240_000)

test('every view in Arabic, mirrored (dark, phone; Connect and Account in all four looks) looks as its baseline', async () => {
  expectNoMismatch(await shootEveryView('ar'))
}, 240_000)
