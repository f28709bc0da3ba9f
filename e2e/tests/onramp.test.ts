import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Locator, Page } from 'playwright-core'
import { type Address, createPublicClient, formatEther, http } from 'viem'
import { expect, test } from 'vitest'
import { captureModal } from '../src/captureModal'
import { chosen, pick, pickerOptions } from '../src/picker'
import type { ServedPlayground } from '../src/playground'
import { useBrowserSuite } from '../src/suite'
import { injectDevstackWallet } from '../src/testWallet'

// Buying crypto in the modal on the playground, with the devstack's onramp page as the provider:
// the purchase made in the provider's window (a real popup) raises the balance on anvil and in
// Account; the payment limits; SPEC §9's defaults when the options call fails; the placeholder
// when the quote fails; the Buy button gone with the feature off; a restricted time zone; the
// same purchase with `useOnramp` alone. The devstack is shared: balances are compared before
// and after, never against fixed numbers.

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

const chain = () => createPublicClient({ transport: http(devstack.urls.evmRpc) })
const dialogOf = (page: Page) => page.getByRole('dialog')
const titleOf = (page: Page) => dialogOf(page).getByRole('heading', { level: 2 })
async function expectTitle(page: Page, title: string) {
  await expect.poll(() => titleOf(page).textContent(), { timeout: 10_000 }).toBe(title)
}

/** The newest purchase the devstack's provider recorded for the address (what it funded). */
async function lastPurchase(address: string): Promise<{ amount: string; status: string }> {
  const url = new URL(`/v1/account/${address}/history`, devstack.urls.blockchainApi)
  url.searchParams.set('projectId', 'playground')
  url.searchParams.set('onramp', 'coinbase')
  const body = (await (await fetch(url, { headers: { origin: new URL(playground.url).origin } })).json()) as {
    data: { metadata: { status: string }; transfers: { quantity: { numeric: string } }[] }[]
  }
  const newest = body.data[0]
  return { amount: newest?.transfers[0]?.quantity.numeric ?? '0', status: newest?.metadata.status ?? '' }
}

async function connected(
  account: number,
  options: { search?: string; timezoneId?: string; route?: (page: Page) => Promise<void> } = {},
) {
  const context = await newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1000, height: 900 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  })
  const page = await context.newPage()
  await options.route?.(page)
  const wallet = await injectDevstackWallet(page, devstack, { account })
  await page.goto(`${playground.url}${options.search ?? ''}`)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ }).click()
  await expectTitle(page, 'Account')
  return { page, dialog, user: wallet.address as Address }
}

const featureButtons = (dialog: Locator) =>
  dialog.getByRole('navigation', { name: 'Wallet actions' }).getByRole('button').allTextContents()

/** The provider's page in the window the click opened: "Complete purchase" funds from the faucet. */
async function completeInProvider(popup: Page) {
  // Opened blank in the click, then sent to the provider's page once the URL came back.
  await popup.waitForURL(/\/onramp\/[\w-]+$/, { timeout: 10_000 })
  // Cut off from the app before it was sent there: the provider's page cannot reach back.
  expect(await popup.evaluate(() => window.opener)).toBeNull()
  await popup.getByRole('button', { name: 'Complete purchase' }).click()
  await popup.getByText('Purchase complete.').waitFor({ timeout: 20_000 })
}

test('Buy in the modal: limits, quote, the provider in a new window; the balance rises on chain and in Account', async () => {
  const { page, dialog, user } = await connected(5)
  expect(await featureButtons(dialog)).toEqual(['Buy', 'Swap', 'Receive', 'Send', 'Activity'])
  await expect.poll(() => dialog.getByTestId('account-balance').textContent()).toMatch(/ETH/)
  const accountBefore = await balanceShown(page)
  await dialog.getByRole('button', { name: 'Buy', exact: true }).click()
  await expectTitle(page, 'Buy crypto')

  // The form by keyboard; the card's limits said under the amount, and when broken.
  const amount = dialog.getByLabel('Amount (USD)')
  await expect
    .poll(() => dialog.getByTestId('onramp-limits').textContent())
    .toBe('Card: from 10.00 to 7,500.00 USD')
  expect(await chosen(dialog, 'You buy')).toBe('ETH · Ether')
  await amount.focus()
  await page.keyboard.type('5')
  expect(await dialog.getByTestId('onramp-amount-error').textContent()).toBe(
    'The minimum with Card is 10.00 USD',
  )
  await page.keyboard.press('Enter')
  await expectTitle(page, 'Buy crypto')
  await amount.fill('8000')
  expect(await dialog.getByTestId('onramp-amount-error').textContent()).toBe(
    'The maximum with Card is 7,500.00 USD',
  )
  await pick(dialog, 'Payment method', 'Bank account')
  expect(await dialog.getByTestId('onramp-amount-error').count()).toBe(0)
  expect(await dialog.getByTestId('onramp-limits').textContent()).toBe(
    'Bank account: from 10.00 to 25,000.00 USD',
  )
  await pick(dialog, 'Payment method', 'Card')
  await amount.fill('100')
  expect(await dialog.getByTestId('onramp-amount-error').count()).toBe(0)
  await captureModal(page, 'onramp-buy')
  await amount.focus()
  await page.keyboard.press('Enter')
  await expectTitle(page, 'Choose a provider')

  // The devstack quotes 100 USD less 1.5 % and 0.50 network fee at 3000 USD an ETH: 0.032667,
  // shown to 3 decimals.
  await expect
    .poll(() => dialog.getByTestId('onramp-quote-amount').textContent(), { timeout: 10_000 })
    .toBe('You get about 0.032 ETH')
  const quote = await dialog.getByTestId('onramp-quote').textContent()
  expect(quote).toContain('Fees: 1.50 USD, network 0.50 USD')
  expect(quote).toContain('Total: 100.00 USD')
  expect(await dialog.getByTestId('onramp-provider-coinbase').textContent()).toContain('Fee 1-2%')
  expect(await dialog.getByTestId('onramp-provider-meld').textContent()).toContain('Not available here yet')
  // Reduced motion: a theme switch recolours the text in the frame it happens (axe, reading the
  // view just after the switch, once saw the dark theme's text on the light card).
  for (const mode of ['dark', 'light'] as const) {
    const { seen, expected } = await colourAtThemeSwitch(page, mode)
    expect(seen, mode).toBe(expected)
  }
  await captureModal(page, 'onramp-providers')

  const before = await chain().getBalance({ address: user })
  const buy = dialog.getByRole('button', { name: 'Buy with Coinbase' })
  await buy.focus()
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')])
  await expectTitle(page, 'Buying crypto')
  expect(await dialog.getByTestId('onramp-link').textContent()).toBe('Reopen the provider’s window')
  await captureModal(page, 'onramp-waiting')
  // Closed while waiting, then Buy again: the purchase under way, not a form.
  await page.keyboard.press('Escape')
  await expect.poll(() => dialog.count()).toBe(0)
  await page.getByRole('button', { name: 'Account', exact: true }).click()
  await expectTitle(page, 'Account')
  await dialog.getByRole('button', { name: 'Buy', exact: true }).click()
  await expectTitle(page, 'Buying crypto')
  await completeInProvider(popup)

  await dialog.getByTestId('onramp-success').waitFor({ timeout: 20_000 })
  const purchase = await lastPurchase(user)
  expect(purchase.status).toBe('ONRAMP_TRANSACTION_STATUS_SUCCESS')
  expect(purchase.amount).toBe('0.032667')
  const gained = (await chain().getBalance({ address: user })) - before
  // The faucet sends the purchase's amount (a float on its side: equal to 1e-9 ETH).
  expect(Number(formatEther(gained))).toBeCloseTo(Number(purchase.amount), 9)
  expect(await dialog.getByTestId('onramp-success').textContent()).toMatch(/Your balance: [\d,.]+ ETH/)
  await captureModal(page, 'onramp-success')
  await dialog.getByRole('button', { name: 'Back to account' }).click()
  await expectTitle(page, 'Account')
  const after = Number(formatEther(await chain().getBalance({ address: user })))
  await expect.poll(() => balanceShown(page), { timeout: 10_000 }).toBeCloseTo(after, 2)
  expect((await balanceShown(page)) - accountBefore).toBeGreaterThan(0.03)
})

/**
 * Switches the playground's theme and reads a provider row's text colour in the microtask the
 * modal's `data-theme` changes, with the colour the theme gives it (its `--oak-fg`).
 */
function colourAtThemeSwitch(
  page: Page,
  mode: 'light' | 'dark',
): Promise<{ seen: string; expected: string }> {
  return page.evaluate(
    (mode) =>
      new Promise((resolve) => {
        const root = document.querySelector('openappkit-modal')?.shadowRoot?.querySelector('.oak-root')
        const text = root?.querySelector('[data-testid="onramp-provider-coinbase"] .oak-item-name')
        if (!root || !text) throw new Error('no provider row')
        const observer = new MutationObserver(() => {
          if (root.getAttribute('data-theme') !== mode) return
          observer.disconnect()
          const seen = getComputedStyle(text).color
          // A new element takes its colour with no transition: what the theme says.
          const probe = document.createElement('span')
          probe.style.color = getComputedStyle(root).getPropertyValue('--oak-fg')
          root.append(probe)
          const expected = getComputedStyle(probe).color
          probe.remove()
          resolve({ seen, expected })
        })
        observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] })
        ;(
          window as never as { openAppKitPlayground: { setThemeMode(m: string): void } }
        ).openAppKitPlayground.setThemeMode(mode)
      }),
    mode,
  )
}

async function balanceShown(page: Page): Promise<number> {
  const text = (await dialogOf(page).getByTestId('account-balance').textContent()) ?? ''
  return Number(text.replace(/[^\d.]/g, ''))
}

test('options failing: SPEC §9’s defaults; quote failing: the placeholder, and buying stays possible', async () => {
  const { page, dialog } = await connected(5, {
    route: async (page) => {
      await page.route('**/v1/onramp/options**', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"reasons":[]}' }),
      )
      await page.route('**/v1/onramp/quote**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"reasons":[]}' }),
      )
    },
  })
  await dialog.getByRole('button', { name: 'Buy', exact: true }).click()
  await expectTitle(page, 'Buy crypto')
  await dialog.getByTestId('onramp-defaults').waitFor()
  expect(await pickerOptions(dialog, 'You pay with')).toEqual(['USD', 'EUR'])
  expect(await pickerOptions(dialog, 'You buy')).toEqual(['ETH · Ethereum', 'USDC · USD Coin'])
  expect(await dialog.getByTestId('onramp-limits').textContent()).toBe('Card: from 10.00 to 7,500.00 USD')
  await dialog.getByLabel('Amount (USD)').fill('50')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expectTitle(page, 'Choose a provider')
  await expect
    .poll(() => dialog.getByTestId('onramp-quote-placeholder').textContent(), { timeout: 10_000 })
    .toBe('No quote right now: the provider’s page shows the price.')
  expect(await dialog.getByRole('button', { name: 'Buy with Coinbase' }).isEnabled()).toBe(true)
  await captureModal(page, 'onramp-placeholder')
})

test('features.onramp off: no Buy; a restricted time zone: buying unavailable, and why', async () => {
  const off = await connected(5, { search: '?onramp=off' })
  expect(await featureButtons(off.dialog)).toEqual(['Swap', 'Receive', 'Send', 'Activity'])

  const { page, dialog } = await connected(5, { timezoneId: 'Asia/Shanghai' })
  await dialog.getByRole('button', { name: 'Buy', exact: true }).click()
  await expectTitle(page, 'Buy crypto')
  expect(await dialog.getByTestId('onramp-restricted').textContent()).toBe(
    'Buying crypto is not available in your region',
  )
  expect(await dialog.getByRole('button', { name: 'Continue' }).count()).toBe(0)
})

test("headless: the playground's Onramp page buys with useOnramp alone", async () => {
  const { page, user } = await connected(4, { search: '#/onramp' })
  await page.keyboard.press('Escape')
  const form = page.getByTestId('headless-onramp')
  await form.getByLabel('Amount').fill('40')
  await expect
    .poll(() => page.getByTestId('headless-onramp-quote').textContent(), { timeout: 10_000 })
    .toMatch(/^≈ [\d.]+ ETH for 40\.00 USD$/)
  const before = await chain().getBalance({ address: user })
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    form.getByRole('button', { name: 'Buy' }).click(),
  ])
  await page.getByTestId('headless-onramp-waiting').waitFor()
  await completeInProvider(popup)
  await page.getByTestId('headless-onramp-done').waitFor({ timeout: 20_000 })
  const purchase = await lastPurchase(user)
  const gained = (await chain().getBalance({ address: user })) - before
  expect(Number(formatEther(gained))).toBeCloseTo(Number(purchase.amount), 9)
  expect(gained).toBeGreaterThan(0n)
  expect(await page.getByRole('dialog').count()).toBe(0)
})
