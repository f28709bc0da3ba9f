import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Page } from 'playwright-core'
import { createPublicClient, formatEther, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { artifactPath } from '../src/artifacts'
import { seriousAxeViolations } from '../src/axe'
import { pick } from '../src/picker'
import type { ServedPlayground } from '../src/playground'
import { useBrowserSuite } from '../src/suite'

// What a newcomer does: open the playground with no wallet extension, connect the dev wallet
// (approving in its prompt on the page), see the balance, sign, refuse, disconnect; and every page
// of the playground, light and dark, at desktop and phone width, passes axe and is saved.

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  devstack = suite.devstack
  playground = suite.playground
})

// Each page's hash and the title it shows: the loop waits for that title, not for a heading the
// previous page already had.
const PAGES = [
  ['modal', '#/', 'The modal'],
  ['embedded', '#/embedded', 'Embedded wallet'],
  ['headless', '#/headless', 'Headless'],
  ['networks', '#/networks', 'Networks'],
  ['sign', '#/sign', 'Sign message and typed data'],
  ['send', '#/send', 'Send'],
  ['receive', '#/receive', 'Receive'],
  ['swap', '#/swap', 'Swap'],
  ['onramp', '#/onramp', 'Onramp'],
  ['sign-in', '#/sign-in', 'Sign-in'],
  ['theming', '#/theming', 'Theming'],
  ['locale', '#/locale', 'Locale'],
] as const

async function open(width = 1280, height = 900) {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width, height } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(playground.url)
  await page.getByRole('heading', { name: 'OpenAppKit playground' }).waitFor()
  return { page, errors }
}

const devWallet = (page: Page) => page.getByRole('complementary', { name: /Dev Wallet/ })

/** The dev wallet's prompt shows `title`; the user answers it. */
async function answerPrompt(page: Page, title: string | RegExp, answer: 'Approve' | 'Reject') {
  const prompt = devWallet(page).getByRole('region')
  await prompt.getByText(title).waitFor({ timeout: 15_000 })
  await prompt.getByRole('button', { name: answer }).click()
}

test('a newcomer with no extension connects the dev wallet, sees the balance, sends, signs, refuses, disconnects', async () => {
  const { page, errors } = await open()
  const evm = await devWallet(page).getByTestId('dev-wallet-evm').textContent()
  expect(evm).toBe(devstack.accounts.evm[0]?.address)
  expect(await devWallet(page).getByText('Test keys', { exact: true }).count()).toBe(1)
  expect(await devWallet(page).getByText('No request waiting.').count()).toBe(1)

  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog')
  // One row for the wallet on both namespaces (EIP-6963 and Wallet Standard merged).
  const devWalletRow = dialog.getByRole('button', { name: /Dev Wallet \(test keys\)/ })
  await devWalletRow.first().waitFor()
  expect(await devWalletRow.count()).toBe(1)
  await devWalletRow.click()
  // The wallet asks; nothing is connected until the user approves on the page.
  await devWallet(page).getByText('Connect to this site').waitFor({ timeout: 15_000 })
  expect(await page.getByTestId('page-account').textContent()).toBe('Not connected')
  await page.screenshot({ path: artifactPath('playground-dev-wallet-prompt.png') })
  // One row for the wallet on both namespaces: it asks to connect each, EVM first.
  const prompt = devWallet(page).getByRole('region')
  expect(await prompt.locator('.badge').textContent()).toBe('EVM')
  await answerPrompt(page, 'Connect to this site', 'Approve')
  await expect.poll(() => prompt.locator('.badge').textContent(), { timeout: 15_000 }).toBe('Solana')
  await answerPrompt(page, 'Connect to this site', 'Approve')
  await devWallet(page).getByText('No request waiting.').waitFor({ timeout: 15_000 })

  await expect.poll(() => page.getByTestId('page-account').textContent(), { timeout: 15_000 }).toBe(evm)
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  const whole = formatEther(await chain.getBalance({ address: evm as `0x${string}` })).split('.')[0]
  await expect
    .poll(() => dialog.getByTestId('account-balance').textContent(), { timeout: 15_000 })
    .toContain(`${BigInt(whole ?? '0').toLocaleString('en-US')}`)
  await page.keyboard.press('Escape')
  // The wallet remembers the site, as an extension does: a reload stays connected, unasked.
  await page.reload()
  await expect.poll(() => page.getByTestId('page-account').textContent(), { timeout: 15_000 }).toBe(evm)
  expect(await devWallet(page).getByText('No request waiting.').count()).toBe(1)
  await expect
    .poll(() => page.getByTestId('modal-balance').textContent(), { timeout: 15_000 })
    .toMatch(/ETH$/)
  // The SDK's events and its requests, in the page's logs.
  await expect.poll(() => page.getByTestId('event-log').textContent()).toContain('connect')
  const logged = await page.getByTestId('request-log').textContent()
  expect(logged).toContain(new URL(devstack.urls.blockchainApi).host)

  // Send 0.01 ETH from the Send page through the modal's Send view; the wallet asks first.
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  await page.getByRole('link', { name: 'Send' }).click()
  await page.getByRole('button', { name: 'Open the Send view' }).click()
  await pick(dialog, 'Token', 'ETH')
  await dialog.getByLabel('Amount', { exact: true }).fill('0.01')
  await dialog.getByLabel('To', { exact: true }).fill(receiver)
  await dialog.getByRole('button', { name: 'Review' }).click()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await devWallet(page).getByText('0.01 ETH').waitFor({ timeout: 15_000 })
  expect(await chain.getBalance({ address: receiver })).toBe(0n)
  await answerPrompt(page, 'Send a transaction', 'Approve')
  await dialog.getByTestId('send-success').waitFor({ timeout: 15_000 })
  expect(await chain.getBalance({ address: receiver })).toBe(parseEther('0.01'))
  await page.keyboard.press('Escape')

  // Sign a message: the prompt shows its text; a refusal says so and signs nothing.
  await page.getByRole('link', { name: 'Sign message & typed data' }).click()
  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerPrompt(page, 'Hello from the OpenAppKit playground', 'Reject')
  await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 }).toMatch(/reject/i)
  expect(await page.getByTestId('message-signature').count()).toBe(0)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerPrompt(page, 'Hello from the OpenAppKit playground', 'Approve')
  await expect
    .poll(() => page.getByTestId('message-signature').textContent(), { timeout: 10_000 })
    .toMatch(/^0x[0-9a-f]{130}$/)
  await page.getByRole('button', { name: 'Sign typed data' }).click()
  await answerPrompt(page, 'Sign typed data: Note', 'Approve')
  await expect
    .poll(() => page.getByTestId('typed-signature').textContent(), { timeout: 10_000 })
    .toMatch(/^0x[0-9a-f]{130}$/)

  // Disconnect from the modal.
  await page.getByRole('button', { name: 'Account' }).click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => page.getByTestId('page-account').textContent()).toBe('Not connected')
  expect(errors).toEqual([])
})

test('a newcomer logs in by email on the Embedded wallet page: the dev inbox gives the device link and the code', async () => {
  const { page, errors } = await open()
  await page.getByRole('link', { name: 'Embedded wallet' }).click()
  const email = `newcomer-${Date.now()}@example.com`
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Send the code' }).click()
  // A new device: its approval link arrives in the inbox on the page, and opens in a new tab.
  const link = page.getByRole('link', { name: 'Approve this device' })
  await link.waitFor({ timeout: 15_000 })
  const [approved] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await approved.getByText('Device approved').waitFor()
  await approved.close()
  const code = page.getByTestId('inbox-code')
  await code.first().waitFor({ timeout: 15_000 })
  await page
    .getByRole('textbox', { name: 'Code from the email' })
    .fill((await code.first().textContent()) ?? '')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect
    .poll(() => page.getByTestId('embedded-address').textContent(), { timeout: 15_000 })
    .toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await page.getByTestId('page-account').textContent()).toContain(
    (await page.getByTestId('embedded-address').textContent()) ?? 'none',
  )
  expect(errors).toEqual([])
})

test('every page, light and dark, desktop and phone: axe finds nothing serious, and a screenshot is saved', async () => {
  for (const [width, height, size] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    const { page, errors } = await open(width, height)
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((mode) => {
        ;(
          window as never as { openAppKitPlayground: { setThemeMode(m: string): void } }
        ).openAppKitPlayground.setThemeMode(mode)
      }, theme)
      for (const [name, hash, title] of PAGES) {
        await page.evaluate((h) => {
          window.location.hash = h
        }, hash)
        await expect.poll(() => page.locator('#page-title').textContent()).toBe(title)
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
        // Nothing wider than the screen: the page works at phone width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        )
        expect(await seriousAxeViolations(page), `${name} ${theme} ${size}`).toEqual([])
        await page.screenshot({
          path: artifactPath(`playground-${name}-${theme}-${size}.png`),
          fullPage: true,
        })
      }
    }
    expect(errors).toEqual([])
  }
  // Axe over every page eight times: a minute and more on a busy machine.
}, 180_000)
