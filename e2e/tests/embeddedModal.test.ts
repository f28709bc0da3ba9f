import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DevstackInfo, mailbox } from '@openappkit/devstack/vitest'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, type Hex, http } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { seriousAxeViolations } from '../src/axe'
import { launchBrowser } from '../src/browser'
import { captureModal, settled } from '../src/captureModal'
import { mailOf, openEmbeddedApp } from '../src/embeddedApp'
import { servePage } from '../src/pageServer'

// The embedded wallet's email login through the modal alone (e2e/pages/embeddedApp: the connect
// button, the Connect view's email entry, device verification, the code), on the devstack's
// frame: the approval link and the code read from its dev mailbox as a user reads their inbox.

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

type App = {
  wagmi: {
    signMessage(parameters: { address: string; message: string }): Promise<string>
    sendTransfer(parameters: { from: string; to: string; amount: bigint; network: unknown }): Promise<string>
  }
  evm: unknown
}

const dialog = (page: Page) => page.locator('openappkit-modal [role="dialog"]')
const title = (page: Page) => dialog(page).locator('h2')

const openApp = (query: Record<string, string> = {}) =>
  openEmbeddedApp(browser, served.url.origin, devstack, query)

async function capture(page: Page, name: string) {
  await settled(page)
  await captureModal(page, name)
}

/** The email of the account state's embedded-wallet user (what useAccount().embeddedWalletInfo reads). */
const loggedInEmail = (page: Page) =>
  page.evaluate(() => {
    type Kit = {
      store: { get(a: unknown): { user?: { email?: string } } }
      atoms: { account(n: string): unknown }
    }
    const { appKit } = (window as unknown as { app: { appKit: Kit } }).app
    return appKit.store.get(appKit.atoms.account('eip155')).user?.email
  })

async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expect.poll(() => title(page).textContent()).toBe('Connect wallet')
}

test('email login in the modal: device link, a wrong code then the right one, Account; approve, reject, reload, log out', async () => {
  // The app writes only `features.email`: the SDK makes the frame client and the rest.
  const { context, blocked, page, errors } = await openApp({ pieces: 'sdk' })
  await openConnect(page)
  await capture(page, 'email-connect')

  const email = 'modal@example.com'
  const before = (await mailbox(devstack, email)).at(-1)?.id ?? 0
  // Keyboard only: Tab to the field, type, Enter.
  const field = dialog(page).getByRole('textbox', { name: 'Email' })
  await field.focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')

  // A new device: the frame asks for the link in the mail first.
  await expect.poll(() => title(page).textContent()).toBe('Approve this device')
  expect(await dialog(page).getByText(`Check your inbox at ${email} and approve this device.`).count()).toBe(
    1,
  )
  await capture(page, 'email-device')
  // Too soon for another mail: SPEC §5's throttle, and the view stays.
  await dialog(page).getByRole('button', { name: 'Resend email' }).click()
  await expect
    .poll(() => dialog(page).getByTestId('resend-error').textContent())
    .toMatch(/^Please try again after (2\d|30) seconds$/)
  expect(await title(page).textContent()).toBe('Approve this device')
  // The user opens the link from the mail (in another tab of their mail app).
  expect((await fetch(await mailOf(devstack, email, 'approveUrl', before))).status).toBe(200)

  await expect.poll(() => title(page).textContent()).toBe('Enter the code')
  const code = dialog(page).getByRole('textbox', { name: 'Code' })
  await expect
    .poll(() => code.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement))
    .toBe(true)
  await capture(page, 'email-otp')
  const otp = await mailOf(devstack, email, 'otp', before)
  const wrong = otp === '000000' ? '111111' : '000000'
  await page.keyboard.type(wrong)
  await page.keyboard.press('Enter')
  await expect.poll(() => dialog(page).getByTestId('email-error').textContent()).toBe('Invalid code')
  expect(await title(page).textContent()).toBe('Enter the code')
  expect(await code.getAttribute('aria-invalid')).toBe('true')
  await settled(page)
  expect(await seriousAxeViolations(page)).toEqual([])
  // The wrong code is selected: typing replaces it.
  await page.keyboard.type(otp)
  await page.keyboard.press('Enter')

  await expect.poll(() => title(page).textContent(), { timeout: 15_000 }).toBe('Account')
  await expect.poll(() => page.getByTestId('evm-status').textContent()).toBe('connected')
  const address = (await page.getByTestId('evm-address').textContent()) as Hex
  expect(await dialog(page).getByTestId('account-address').getAttribute('title')).toBe(address)
  // The logged-in user is in the account state (useAccount().embeddedWalletInfo).
  expect(await loggedInEmail(page)).toBe(email)
  // Account shows who is logged in.
  expect(await dialog(page).getByText(email, { exact: true }).count()).toBe(1)
  await capture(page, 'email-account')

  // A signature the user approves in ApproveTransaction; a send they reject.
  const signing = page.evaluate(
    (a) =>
      (window as unknown as { app: App }).app.wagmi.signMessage({ address: a, message: 'From the modal' }),
    address,
  )
  await expect.poll(() => dialog(page).getByTestId('approve-message').textContent()).toBe('From the modal')
  await dialog(page).getByRole('button', { name: 'Approve' }).click()
  // The login's smart account signs: viem checks it on the chain (ERC-6492 before deployment).
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  expect(
    await chain.verifyMessage({ address, message: 'From the modal', signature: (await signing) as Hex }),
  ).toBe(true)
  const to = devstack.accounts.evm[8]?.address as Hex
  const sending = page.evaluate(
    ([from, target]) => {
      const { app } = window as unknown as { app: App }
      return app.wagmi.sendTransfer({ from, to: target, amount: 10n ** 16n, network: app.evm }).then(
        () => 'sent',
        (e: Error) => `refused: ${e.name}`,
      )
    },
    [address, to] as const,
  )
  await expect.poll(() => dialog(page).getByTestId('approve-value').textContent()).toBe('0.01 ETH')
  await dialog(page).getByRole('button', { name: 'Reject' }).click()
  expect(await sending).toBe('refused: UserRejectedRequestError')

  // Moving to Solana: the same login takes up that namespace (no wallet to pick), and back.
  await dialog(page).getByTestId('account-network').click()
  await dialog(page)
    .getByRole('button', { name: /Devstack Solana/ })
    .click()
  await expect
    .poll(() => page.getByTestId('solana-status').textContent(), { timeout: 15_000 })
    .toBe('connected')
  expect(await page.getByTestId('solana-address').textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  await expect.poll(() => title(page).textContent()).toBe('Account')
  await dialog(page).getByTestId('account-network').click()
  await dialog(page)
    .getByRole('button', { name: /Devstack/ })
    .filter({ hasNotText: 'Solana' })
    .click()
  await expect.poll(() => title(page).textContent()).toBe('Account')
  expect(await dialog(page).getByTestId('account-address').getAttribute('title')).toBe(address)

  // Reload: still logged in, no new mail.
  const mails = (await mailbox(devstack, email)).length
  await page.reload()
  await page.waitForFunction(() => 'app' in window)
  await expect.poll(() => page.getByTestId('evm-status').textContent(), { timeout: 15_000 }).toBe('connected')
  expect(await page.getByTestId('evm-address').textContent()).toBe(address)
  expect((await mailbox(devstack, email)).length).toBe(mails)
  await expect.poll(() => loggedInEmail(page)).toBe(email)

  // Log out from Account.
  await page.getByRole('button', { name: /0x/ }).click()
  await expect.poll(() => title(page).textContent()).toBe('Account')
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => page.getByTestId('evm-status').textContent()).toBe('disconnected')
  await page.reload()
  await page.waitForFunction(() => 'app' in window)
  await page.waitForTimeout(1000)
  expect(await page.getByTestId('evm-status').textContent()).toBe('disconnected')

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})

test('features.email off hides the entry; emailShowWallets off shows one button for the wallets', async () => {
  const off = await openApp({ email: 'off' })
  await openConnect(off.page)
  await expect.poll(() => dialog(off.page).getByText('E2E Wallet').count()).toBe(1)
  expect(await dialog(off.page).getByRole('textbox', { name: 'Email' }).count()).toBe(0)
  await off.context.close()

  const collapsed = await openApp({ showWallets: 'off' })
  await openConnect(collapsed.page)
  const ui = dialog(collapsed.page)
  await expect.poll(() => ui.getByRole('textbox', { name: 'Email' }).count()).toBe(1)
  expect(await ui.getByText('E2E Wallet').count()).toBe(0)
  await capture(collapsed.page, 'email-wallets-collapsed')
  await ui.getByRole('button', { name: 'Continue with a wallet' }).click()
  await expect.poll(() => ui.getByText('E2E Wallet').count()).toBe(1)
  expect(collapsed.errors).toEqual([])
  expect(collapsed.blocked).toEqual([])
  await collapsed.context.close()
})
