import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { expect, test } from 'vitest'
import { captureModal } from '../src/captureModal'
import type { ServedPlayground } from '../src/playground'
import { useBrowserSuite } from '../src/suite'
import {
  injectDevstackSolanaWallet,
  injectDevstackWallet,
  solanaLamports,
  type TestWallet,
} from '../src/testWallet'

// The playground's Pay page (a checkout of 5 OAK or 0.5 SOL to a merchant) with the dev wallet on
// anvil and on litesvm, and with the devstack's exchange: the chains' balances before and after;
// a refusal, the exchange's refusal and a session that never settles pay nothing. Files run one
// at a time, so the merchants' balances move only by what this file pays.

const OAK = '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F' as const
const merchant = '0x5ca1ab1e0000000000000000000000000000beef' as const
const solanaMerchant = '7PhofsTtE631MLPDc9teenLyr7gaTfWLMBBcBXdzBwxd'

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

const oakOf = (holder: Address) =>
  createPublicClient({ transport: http(devstack.urls.evmRpc) }).readContract({
    address: OAK,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  })
const dialogOf = (page: Page) => page.getByRole('dialog')
const titleOf = (page: Page) => dialogOf(page).getByRole('heading', { level: 2 })
const expectTitle = (page: Page, title: string) =>
  expect.poll(() => titleOf(page).textContent(), { timeout: 10_000 }).toBe(title)

async function checkout(): Promise<{ page: Page; wallet: TestWallet }> {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const wallet = await injectDevstackWallet(page, devstack)
  await page.goto(`${playground.url}#/pay`)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await dialogOf(page)
    .getByRole('button', { name: /OpenAppKit Test Wallet/ })
    .click()
  await expectTitle(page, 'Account')
  await dialogOf(page).getByRole('button', { name: 'Close' }).first().click()
  await page.getByRole('button', { name: 'Pay 5 OAK' }).click()
  await expectTitle(page, 'Pay')
  return { page, wallet }
}

test('pay 5 OAK with the dev wallet: a refusal pays nothing; then paid once (a double click), confirmed; balances on anvil; the pay events logged', async () => {
  const { page, wallet } = await checkout()
  const payer = wallet.address as Address
  const dialog = dialogOf(page)
  expect(await dialog.getByTestId('pay-summary').textContent()).toBe('Pay 5 OAK')
  expect(await dialog.getByTestId('pay-recipient').getAttribute('title')).toBe(merchant)

  // Refused in the wallet: said in the modal and to the app, nothing paid.
  const merchantStart = await oakOf(merchant)
  wallet.rejectNext('eth_sendTransaction')
  await dialog.getByTestId('pay-with-wallet').click()
  await dialog.getByTestId('pay-failure').waitFor({ timeout: 10_000 })
  expect(await dialog.getByTestId('pay-failure').getByRole('alert').textContent()).toBe(
    'The payment did not go through',
  )
  expect(await page.getByTestId('checkout-result').textContent()).toMatch(/^Not paid \(rejected\)/)
  expect(await oakOf(merchant)).toBe(merchantStart)
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()

  await page.setViewportSize({ width: 360, height: 760 })
  await page.getByRole('button', { name: 'Pay 5 OAK' }).click()
  await expectTitle(page, 'Pay')
  await captureModal(page, 'pay-360')
  const [payerBefore, merchantBefore] = await Promise.all([oakOf(payer), oakOf(merchant)])
  // A double click: one transfer.
  await dialog.getByTestId('pay-with-wallet').dblclick()
  await dialog.getByTestId('pay-success').waitFor({ timeout: 15_000 })
  expect(await dialog.getByTestId('pay-success').getByRole('status').textContent()).toBe('Payment complete')
  expect(await page.getByTestId('checkout-result').textContent()).toMatch(/^Paid: 0x[0-9a-f]{64}$/)
  expect(await oakOf(merchant)).toBe(merchantBefore + parseUnits('5', 18))
  expect(await oakOf(payer)).toBe(payerBefore - parseUnits('5', 18))
  const log = await page.getByTestId('event-log').textContent()
  for (const status of ['open', 'initiated', 'success']) expect(log).toContain(`"status":"${status}"`)
})

test('pay 5 OAK from the devstack exchange, no wallet connected: its page in a new window pays the merchant', async () => {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${playground.url}#/pay`)
  await page.getByRole('button', { name: 'Pay 5 OAK' }).click()
  await expectTitle(page, 'Pay')
  const dialog = dialogOf(page)
  const merchantBefore = await oakOf(merchant)
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Pay with Devstack Exchange' }).click(),
  ])
  await popup.waitForURL(/\/pay\/[\w-]+$/, { timeout: 10_000 })
  // Cut off from the app before it was sent there: the exchange's page cannot reach back.
  expect(await popup.evaluate(() => window.opener)).toBeNull()
  // The spinner is a status too: the one that says what to do.
  await dialog
    .getByRole('status')
    .filter({ hasText: 'Finish the payment in the exchange’s window.' })
    .waitFor()
  await popup.getByRole('button', { name: 'Pay', exact: true }).click()
  await popup.getByText('Paid.').waitFor({ timeout: 10_000 })
  await dialog.getByTestId('pay-success').waitFor({ timeout: 10_000 })
  expect(await page.getByTestId('checkout-result').textContent()).toMatch(/^Paid: 0x[0-9a-f]{64}$/)
  expect(await oakOf(merchant)).toBe(merchantBefore + parseUnits('5', 18))
  expect(await page.getByTestId('event-log').textContent()).toContain('"method":"exchange"')
})

test('pay 0.5 SOL with the Solana dev wallet: “Connect a wallet to pay” comes back to Pay; confirmed; lamports on litesvm', async () => {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await injectDevstackSolanaWallet(page, devstack)
  const payer = devstack.accounts.solana[0]?.publicKey ?? ''
  await page.goto(`${playground.url}?devWallet=off#/pay`)
  await page.getByRole('button', { name: 'Pay 0.5 SOL' }).click()
  await expectTitle(page, 'Pay')
  const dialog = dialogOf(page)
  expect(await dialog.getByTestId('pay-summary').textContent()).toBe('Pay 0.5 SOL')
  await dialog.getByRole('button', { name: 'Connect a wallet to pay' }).click()
  await dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ }).click()
  // Back on the payment once connected, not on Account.
  await expectTitle(page, 'Pay')
  const [payerBefore, merchantBefore] = await Promise.all([
    solanaLamports(devstack, payer),
    solanaLamports(devstack, solanaMerchant),
  ])
  await dialog.getByTestId('pay-with-wallet').click()
  await dialog.getByTestId('pay-success').waitFor({ timeout: 15_000 })
  // A Solana signature, not an EVM hash.
  expect(await page.getByTestId('checkout-result').textContent()).toMatch(
    /^Paid: [1-9A-HJ-NP-Za-km-z]{64,88}$/,
  )
  expect(await solanaLamports(devstack, solanaMerchant)).toBe(merchantBefore + 500_000_000n)
  // The payer paid the amount and the network fee, nothing more.
  const spent = payerBefore - (await solanaLamports(devstack, payer))
  expect(spent - 500_000_000n).toBeGreaterThan(0n)
  expect(spent - 500_000_000n).toBeLessThan(100_000n)
})

test('the exchange refusing ends as a failure in the view; a session that never settles ends as timeout; nothing paid', async () => {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  // The page's clock runs as usual until the test moves it past the payment's watch limit.
  await page.clock.install()
  await page.goto(`${playground.url}?devWallet=off#/pay`)
  const dialog = dialogOf(page)
  const merchantBefore = await oakOf(merchant)
  const payFromExchange = async () => {
    await page.getByRole('button', { name: 'Pay 5 OAK' }).click()
    await expectTitle(page, 'Pay')
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Pay with Devstack Exchange' }).click(),
    ])
    await popup.waitForURL(/\/pay\/[\w-]+$/, { timeout: 10_000 })
    return popup
  }

  const refused = await payFromExchange()
  await refused.getByRole('button', { name: 'Refuse' }).click()
  await refused.getByText('Refused.').waitFor()
  const failure = dialog.getByTestId('pay-failure')
  await failure.waitFor({ timeout: 10_000 })
  expect(await failure.getByRole('alert').textContent()).toBe('The payment did not go through')
  expect(await failure.textContent()).toContain('The exchange refused the payment')
  expect(await page.getByTestId('checkout-result').textContent()).toBe(
    'Not paid (exchangeFailed): The exchange refused the payment',
  )
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()

  await payFromExchange()
  await dialog
    .getByRole('status')
    .filter({ hasText: 'Finish the payment in the exchange’s window.' })
    .waitFor()
  await page.clock.fastForward('10:00')
  await failure.waitFor({ timeout: 10_000 })
  expect(await failure.textContent()).toContain('The exchange did not confirm the payment in time.')
  expect(await page.getByTestId('checkout-result').textContent()).toBe('Not paid: timed out')
  expect(await oakOf(merchant)).toBe(merchantBefore)
  const log = await page.getByTestId('event-log').textContent()
  for (const status of ['failure', 'timeout']) expect(log).toContain(`"status":"${status}"`)
})
