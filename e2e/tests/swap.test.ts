import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Locator, Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { expect, test } from 'vitest'
import { captureModal } from '../src/captureModal'
import { chosen, pick } from '../src/picker'
import type { ServedPlayground } from '../src/playground'
import { useBrowserSuite } from '../src/suite'
import { injectDevstackWallet, type TestWallet } from '../src/testWallet'

// Swap in the modal on the playground's main page, on the devstack's pool on anvil: the chain's
// balances before and after, as quoted within the slippage; the approval a token needs first;
// the placeholder when no quote exists; SPEC §8's message on a network outside the swap list.

const OAK = '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F' as const
const TUSD = '0x65A22eCbc895Cd1FeA745A940719bBD0F78E5E8e' as const
const POOL = '0xcfB19A923C2dE5714A95b1e1ad1E4546C156C711' as const
const NATIVE = `0x${'e'.repeat(40)}`

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

const chain = () => createPublicClient({ transport: http(devstack.urls.evmRpc) })
const tokenBalance = (token: Address, holder: Address) =>
  chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
const caip = (address: string) => `eip155:${devstack.chains.evm.chainId}:${address}`

/** What the service quotes now, as the SDK asks it. */
async function quoteNow(from: string, to: string, amount: bigint, user: Address): Promise<bigint> {
  const url = new URL('/v1/convert/quotes', devstack.urls.blockchainApi)
  for (const [key, value] of Object.entries({
    projectId: 'playground',
    from: caip(from),
    to: caip(to),
    amount: amount.toString(),
    userAddress: caip(user),
  }))
    url.searchParams.set(key, value)
  const body = (await (await fetch(url, { headers: { origin: new URL(playground.url).origin } })).json()) as {
    quotes: { toAmount: string }[]
  }
  return BigInt(body.quotes[0]?.toAmount ?? '0')
}

const dialogOf = (page: Page) => page.getByRole('dialog')
const titleOf = (page: Page) => dialogOf(page).getByRole('heading', { level: 2 })
async function expectTitle(page: Page, title: string) {
  await expect.poll(() => titleOf(page).textContent(), { timeout: 10_000 }).toBe(title)
}

async function openSwap(account: number): Promise<{ page: Page; wallet: TestWallet; dialog: Locator }> {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 900 } })
  const page = await context.newPage()
  const wallet = await injectDevstackWallet(page, devstack, { account })
  await page.goto(playground.url)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ }).click()
  await expectTitle(page, 'Account')
  const features = dialog.getByRole('navigation', { name: 'Wallet actions' }).getByRole('button')
  expect(await features.allTextContents()).toEqual(['Buy', 'Swap', 'Receive', 'Send', 'Activity'])
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expectTitle(page, 'Swap')
  return { page, wallet, dialog }
}

async function fillSwap(dialog: Locator, from: string, to: string, amount: string) {
  await pick(dialog, 'You pay', from)
  await pick(dialog, 'You receive', to)
  await dialog.getByLabel('Amount', { exact: true }).fill(amount)
  await expect
    .poll(() => dialog.getByTestId('swap-to-amount').textContent(), { timeout: 10_000 })
    .toMatch(new RegExp(`^[\\d.,]+ ${to}$`))
}

test('ETH → OAK: no approval; the chain pays out as quoted within the 1% slippage', async () => {
  const { dialog, wallet, page } = await openSwap(6)
  const user = wallet.address as Address
  // The flip between the panels swaps the tokens, and back.
  await fillSwap(dialog, 'OAK', 'ETH', '0.1')
  await dialog.getByRole('button', { name: 'Switch tokens' }).click()
  expect([await chosen(dialog, 'You pay'), await chosen(dialog, 'You receive')]).toEqual(['ETH', 'OAK'])
  await expect.poll(() => dialog.getByTestId('swap-to-amount').textContent()).toMatch(/^[\d.,]+ OAK$/)
  expect(await dialog.getByTestId('swap-submit').textContent()).toBe('Swap')
  // The quote's details are folded under the rate; opened, the minimum, the fee and the slippage.
  const details = dialog.getByTestId('swap-details')
  expect(await dialog.getByTestId('swap-minimum').isVisible()).toBe(false)
  await details.locator('summary').click()
  expect(await dialog.getByTestId('swap-minimum').isVisible()).toBe(true)
  expect(await dialog.getByTestId('swap-fee').textContent()).toMatch(/^(?!0\.000 )(< )?\d[\d,]*\.\d{3} ETH$/)
  const slippage = dialog.getByRole('group', { name: 'Slippage' })
  expect(await slippage.getByRole('button', { pressed: true }).textContent()).toBe('1%')
  await captureModal(page, 'swap-card')
  const [ethBefore, oakBefore] = [await chain().getBalance({ address: user }), await tokenBalance(OAK, user)]
  const quoted = await quoteNow(NATIVE, OAK, parseEther('0.1'), user)
  await dialog.getByTestId('swap-submit').dblclick()
  await dialog.getByTestId('swap-success').waitFor({ timeout: 20_000 })
  const received = (await tokenBalance(OAK, user)) - oakBefore
  expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
  expect(received).toBeLessThanOrEqual((quoted * 101n) / 100n)
  const spent = ethBefore - (await chain().getBalance({ address: user }))
  // 0.1 ETH plus gas; a second swap would have spent 0.2.
  expect(spent).toBeGreaterThan(parseEther('0.1'))
  expect(spent).toBeLessThan(parseEther('0.11'))
  // No approval was sent: one transaction from this account.
  expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(1)
  // Back on Account, the balance the Account view reads is the chain's.
  await dialog.getByRole('button', { name: 'Done' }).click()
})

test('OAK → TUSD: approve first, then swap; both balances change as quoted', async () => {
  const { dialog, wallet } = await openSwap(7)
  const user = wallet.address as Address
  const allowance = () =>
    chain().readContract({ address: OAK, abi: erc20Abi, functionName: 'allowance', args: [user, POOL] })
  expect(await allowance()).toBe(0n)
  await fillSwap(dialog, 'OAK', 'TUSD', '25')
  await expect.poll(() => dialog.getByTestId('swap-submit').textContent()).toBe('Approve and swap')
  const [oakBefore, tusdBefore] = [await tokenBalance(OAK, user), await tokenBalance(TUSD, user)]
  const quoted = await quoteNow(OAK, TUSD, parseUnits('25', 18), user)
  await dialog.getByTestId('swap-submit').click()
  await dialog.getByTestId('swap-success').waitFor({ timeout: 30_000 })
  expect(oakBefore - (await tokenBalance(OAK, user))).toBe(parseUnits('25', 18))
  const received = (await tokenBalance(TUSD, user)) - tusdBefore
  expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
  expect(received).toBeLessThanOrEqual((quoted * 101n) / 100n)
  expect(await allowance()).toBeGreaterThanOrEqual(0n)
  const sent = wallet.requests.filter((r) => r.method === 'eth_sendTransaction').map((r) => r.params)
  // The approval went to the token, the swap to the pool.
  expect(sent.map((p) => ((p as { to: string }[])[0]?.to ?? '').toLowerCase())).toEqual([
    OAK.toLowerCase(),
    POOL.toLowerCase(),
  ])
})

test('a failing quote shows the placeholder; a network outside the list says the SPEC message', async () => {
  const { dialog, page } = await openSwap(8)
  // An amount past what the pool's arithmetic holds (10^70 ETH): the service answers no quote.
  await pick(dialog, 'You pay', 'ETH')
  await pick(dialog, 'You receive', 'OAK')
  await dialog.getByLabel('Amount', { exact: true }).fill(`1${'0'.repeat(70)}`)
  await expect
    .poll(() => dialog.getByTestId('swap-to-amount').textContent(), { timeout: 10_000 })
    .toBe('No quote for this swap')
  expect(await dialog.getByTestId('swap-placeholder').textContent()).not.toBe('')
  await dialog.getByTestId('swap-submit').click()
  expect(await dialog.getByTestId('swap-form-error').textContent()).toBe('Insufficient balance')
  expect(await dialog.getByTestId('swap-to-amount').textContent()).toBe('No quote for this swap')

  // Devstack Two is on no swap list.
  await page.getByRole('button', { name: 'Back' }).click()
  await expectTitle(page, 'Account')
  await dialog.getByTestId('account-network').click()
  await expectTitle(page, 'Choose network')
  await dialog.getByRole('button', { name: /Devstack Two/ }).click()
  await expectTitle(page, 'Account')
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expectTitle(page, 'Swap')
  await expect
    .poll(() => dialog.getByTestId('swap-unsupported').textContent(), { timeout: 10_000 })
    .toBe('Network not supported for Swaps')
})

test("headless: the playground's Swap page swaps ETH → TUSD with useSwap alone", async () => {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 900 } })
  const page = await context.newPage()
  const wallet = await injectDevstackWallet(page, devstack, { account: 9 })
  const user = wallet.address as Address
  await page.goto(`${playground.url}#/swap`)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await dialogOf(page)
    .getByRole('button', { name: /OpenAppKit Test Wallet/ })
    .click()
  await expectTitle(page, 'Account')
  await page.keyboard.press('Escape')
  const form = page.getByTestId('headless-swap')
  await expect.poll(() => form.getByLabel('From').locator('option').count(), { timeout: 10_000 }).toBe(4)
  await form.getByLabel('From').selectOption({ label: 'ETH' })
  await form.getByLabel('To').selectOption({ label: 'TUSD' })
  await form.getByLabel('Amount').fill('0.02')
  await expect
    .poll(() => page.getByTestId('headless-swap-quote').textContent(), { timeout: 10_000 })
    .toMatch(/TUSD/)
  const before = await tokenBalance(TUSD, user)
  const quoted = await quoteNow(NATIVE, TUSD, parseEther('0.02'), user)
  await form.getByRole('button', { name: 'Swap' }).click()
  await page.getByTestId('headless-swap-hash').waitFor({ timeout: 20_000 })
  const received = (await tokenBalance(TUSD, user)) - before
  expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
  expect(received).toBeLessThanOrEqual((quoted * 101n) / 100n)
  // No modal was involved in the swap.
  expect(await page.getByRole('dialog').count()).toBe(0)
})
