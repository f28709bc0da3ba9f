import type { DevstackInfo } from '@openappkit/devstack/vitest'
import { expect, test } from 'vitest'
import { shownAmount } from '../src/amounts'
import { captureModal } from '../src/captureModal'
import type { ServedPlayground } from '../src/playground'
import { useBrowserSuite } from '../src/suite'
import { injectDevstackSolanaWallet, injectDevstackWallet } from '../src/testWallet'

// Both namespaces in one app (issue 13), in the playground's modal: the test wallet announced on
// EVM (EIP-6963) and on Solana (Wallet Standard) under one name is one row that connects both;
// Account moves to Solana and shows the SOL balance litesvm holds; the Networks view goes from an
// EVM network to Solana and back.

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

async function lamports(address: string): Promise<number> {
  const url = devstack.urls.solanaRpc
  if (!url) throw new Error('the devstack runs no Solana chain')
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return ((await response.json()) as { result: { value: number } }).result.value
}

test('one row connects EVM and Solana, the connecting view naming Solana once EVM is approved; Account shows the SOL balance; Networks goes EVM → Solana → EVM', async () => {
  const context = await newContext({})
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await injectDevstackWallet(page, devstack)
  const solanaWallet = await injectDevstackSolanaWallet(page, devstack)
  const solanaApproval = solanaWallet.hold('connect')
  const solAddress = devstack.accounts.solana[0]?.publicKey ?? ''
  const evmAddress = devstack.accounts.evm[0]?.address ?? ''
  await page.goto(`${playground.url}?devWallet=off#/`)

  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog')
  const rows = dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ })
  await rows.first().waitFor({ timeout: 15_000 })
  expect(await rows.count()).toBe(1)
  await rows.click()

  // EVM approved, the wallet asks again for Solana: the view says so (the app is connected).
  await dialog.getByText('Approve Solana next').waitFor({ timeout: 15_000 })
  await dialog.getByText('Connected on EVM. OpenAppKit Test Wallet now asks to connect on Solana.').waitFor()
  expect((await page.getByTestId('page-account').textContent())?.toLowerCase()).toBe(evmAddress.toLowerCase())
  await captureModal(page, 'connecting-next-namespace')
  solanaApproval.release()

  // Both namespaces connected: Account's switcher lists them, EVM (connected first) active.
  const switcher = dialog.getByRole('group', { name: 'Connected chains' })
  await switcher.waitFor({ timeout: 15_000 })
  await expect.poll(() => switcher.getByRole('button').count(), { timeout: 15_000 }).toBe(2)
  expect(await switcher.getByRole('button', { name: /Use EVM/ }).getAttribute('aria-pressed')).toBe('true')
  expect((await dialog.getByTestId('account-address').getAttribute('title'))?.toLowerCase()).toBe(
    evmAddress.toLowerCase(),
  )

  // To Solana: its address, and its balance as litesvm holds it.
  await switcher.getByRole('button', { name: /Use Solana/ }).click()
  await expect.poll(() => dialog.getByTestId('account-address').getAttribute('title')).toBe(solAddress)
  const held = await lamports(solAddress)
  expect(held).toBeGreaterThan(0)
  // Shown with 3 decimals (SPEC §9), cut, not rounded.
  const whole = BigInt(held) / 10n ** 9n
  const fraction = (BigInt(held) % 10n ** 9n).toString().padStart(9, '0')
  const shown = `${shownAmount(`${whole}.${fraction}`)} SOL`
  await expect
    .poll(() => dialog.getByTestId('account-balance').textContent(), { timeout: 15_000 })
    .toContain(shown)

  // Networks, grouped: back to an EVM network, then to Solana again.
  await dialog.getByTestId('account-network').click()
  await dialog.getByRole('list', { name: 'Networks: EVM' }).getByRole('button').first().click()
  await expect
    .poll(() => switcher.getByRole('button', { name: /Use EVM/ }).getAttribute('aria-pressed'))
    .toBe('true')
  expect((await dialog.getByTestId('account-address').getAttribute('title'))?.toLowerCase()).toBe(
    evmAddress.toLowerCase(),
  )
  await dialog.getByTestId('account-network').click()
  await dialog.getByRole('list', { name: 'Networks: Solana' }).getByRole('button').first().click()
  await expect.poll(() => dialog.getByTestId('account-address').getAttribute('title')).toBe(solAddress)
  expect(errors).toEqual([])
  await context.close()
})

test('both connected: Devstack Two shows its holdings and survives a reload, so does Solana with its wallet name; disconnected, the wallet connects again', async () => {
  const context = await newContext({})
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await injectDevstackWallet(page, devstack)
  await injectDevstackSolanaWallet(page, devstack)
  const solAddress = devstack.accounts.solana[0]?.publicKey ?? ''
  await page.goto(`${playground.url}?devWallet=off#/`)
  const dialog = page.getByRole('dialog')
  const switcher = dialog.getByRole('group', { name: 'Connected chains' })
  const bothConnected = () =>
    expect.poll(() => switcher.getByRole('button').count(), { timeout: 15_000 }).toBe(2)

  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ }).click()
  await bothConnected()
  await dialog.getByTestId('account-network').click()
  await dialog.getByRole('button', { name: /Devstack Two/ }).click()
  await expect.poll(() => page.getByTestId('page-network').textContent()).toBe('Devstack Two')
  // Both EVM networks are the devstack's one node: the account's ether (10,000 less any gas
  // other files spent) and its tokens are there on either.
  const expectHoldings = async () => {
    await expect
      .poll(() => dialog.getByTestId('account-balance').textContent(), { timeout: 10_000 })
      .toMatch(/ (9,?99\d|10,?000)\.\d{3} ETH$/)
    await expect.poll(() => dialog.getByRole('tabpanel').textContent()).toContain('OAK')
  }
  await expectHoldings()

  // A reload keeps the network chosen, whichever namespace's wallet answers its restore last.
  await page.reload()
  await page.getByRole('button', { name: 'Account' }).click()
  await bothConnected()
  expect(await page.getByTestId('page-network').textContent()).toBe('Devstack Two')
  expect(await dialog.getByTestId('account-network').textContent()).toContain('Devstack Two')
  await expectHoldings()

  // Solana chosen, then a reload: Solana is back, naming its wallet.
  await switcher.getByRole('button', { name: /Use Solana/ }).click()
  await expect.poll(() => dialog.getByTestId('account-address').getAttribute('title')).toBe(solAddress)
  await page.reload()
  await page.getByRole('button', { name: 'Account' }).click()
  await bothConnected()
  expect(await dialog.getByTestId('account-address').getAttribute('title')).toBe(solAddress)
  await dialog.getByText('Connected with OpenAppKit Test Wallet').waitFor({ timeout: 5_000 })

  // Disconnected, across a reload: the recent row is the installed wallet, and it connects.
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => page.getByTestId('page-account').textContent()).toBe('Not connected')
  await page.reload()
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const row = dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ })
  await row.first().waitFor({ timeout: 15_000 })
  expect(await row.count()).toBe(1)
  expect(await row.textContent()).not.toContain('Not installed')
  await row.click()
  await bothConnected()
  expect(errors).toEqual([])
})

test('clicked while only Solana has found it (the EVM code still loading), the row still connects both, the connecting view naming Solana once EVM is approved', async () => {
  const context = await newContext({})
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await injectDevstackWallet(page, devstack)
  const solanaWallet = await injectDevstackSolanaWallet(page, devstack)
  const solanaApproval = solanaWallet.hold('connect')
  // The EVM adapter's code (and with it its EIP-6963 discovery) comes once the row is clicked, as
  // on a slow first load: until then the wallet is a Solana row only.
  let releaseEvmCode: () => void = () => {}
  const evmCodeHeld = new Promise<void>((resolve) => {
    releaseEvmCode = resolve
  })
  let evmCodeAsked = false
  await page.route(/\/createLoadedAdapter-[^/]*\.js$/, async (route) => {
    evmCodeAsked = true
    await evmCodeHeld
    await route.fallback()
  })
  await page.goto(`${playground.url}?devWallet=off#/`)

  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog')
  const row = dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ })
  await row.first().waitFor({ timeout: 15_000 })
  expect(await row.count()).toBe(1)
  expect(evmCodeAsked).toBe(true)
  await row.click()
  // A moment for a connect that would not wait to reach the wallet, then the EVM side arrives.
  // Meanwhile the view is the usual connecting one.
  await dialog.getByText('Accept the connection request in the wallet').waitFor()
  await page.waitForTimeout(500)
  expect(await dialog.getByRole('alert').count()).toBe(0)
  releaseEvmCode()

  // EVM approved, the wallet asks again for Solana: the view names it, as for a row that showed
  // both namespaces from the start.
  await dialog.getByText('Approve Solana next').waitFor({ timeout: 15_000 })
  await dialog.getByText('Connected on EVM. OpenAppKit Test Wallet now asks to connect on Solana.').waitFor()
  solanaApproval.release()

  const switcher = dialog.getByRole('group', { name: 'Connected chains' })
  await switcher.waitFor({ timeout: 15_000 })
  await expect.poll(() => switcher.getByRole('button').count(), { timeout: 15_000 }).toBe(2)
  expect(await switcher.getByRole('button', { name: /Use EVM/ }).getAttribute('aria-pressed')).toBe('true')
  expect(errors).toEqual([])
})
