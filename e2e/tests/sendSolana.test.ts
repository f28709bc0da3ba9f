import { randomBytes } from 'node:crypto'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import type { ServedPlayground } from '../src/playground'
import { decodeQrCode, fillSend, reviewAndSend } from '../src/sendView'
import { useBrowserSuite } from '../src/suite'
import { injectDevstackSolanaWallet } from '../src/testWallet'

// Send on Solana with hooks only: the playground's Send page (HeadlessSend: useSend) with a Wallet
// Standard wallet on the devstack's litesvm chain. SOL, and the SPL test token (STT) to an
// address that has no token account yet, which the transfer creates. Chain state is read from
// the chain's own RPC before and after.

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** A new random address: 32 bytes in base58, which no one has sent anything to. */
function freshAddress(): string {
  const bytes = randomBytes(32)
  let n = BigInt(`0x${bytes.toString('hex')}`)
  let out = ''
  while (n > 0n) {
    out = alphabet[Number(n % 58n)] + out
    n /= 58n
  }
  // Each leading zero byte is a leading '1'.
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const url = devstack.urls.solanaRpc
  if (!url) throw new Error('the devstack runs no Solana chain')
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result as T
}
const lamports = async (address: string) =>
  (await rpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value
async function tokenAccounts(owner: string, mint: string) {
  const { value } = await rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }])
  return value.map((entry) => BigInt(entry.account.data.parsed.info.tokenAmount.amount))
}

async function chooseToken(page: Page, symbol: string) {
  const select = page.getByRole('combobox', { name: /^Token/ })
  await expect.poll(() => select.locator('option', { hasText: symbol }).count(), { timeout: 15_000 }).toBe(1)
  await select.selectOption({ label: symbol })
}

test('the Send page sends SOL, then STT to an address with no token account (created by the transfer), one transaction per double click', async () => {
  const context = await newContext({})
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const wallet = await injectDevstackSolanaWallet(page, devstack, { account: 0 })
  const sender = devstack.accounts.solana[0]?.publicKey ?? ''
  const mint = devstack.contracts.solana?.mint.address ?? ''
  expect(mint).not.toBe('')
  await page.goto(`${playground.url}#/headless`)
  await page.getByRole('button', { name: 'OpenAppKit Test Wallet' }).click()
  await expect
    .poll(() => page.getByTestId('network').textContent(), { timeout: 15_000 })
    .toBe('Solana Devstack')
  await page.getByRole('navigation', { name: 'Playground pages' }).getByRole('link', { name: 'Send' }).click()

  // SPEC §5 on Solana too.
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect
    .poll(() => page.getByTestId('send-error').textContent())
    .toBe('An amount and receiver address are required')

  // SOL.
  const receiver = freshAddress()
  const senderBefore = await lamports(sender)
  await chooseToken(page, 'SOL')
  await page.getByRole('textbox', { name: 'Amount' }).fill('1.5')
  await page.getByRole('textbox', { name: 'To' }).fill(receiver)
  await expect.poll(() => page.getByTestId('send-fee').textContent(), { timeout: 15_000 }).toMatch(/SOL$/)
  await page.getByRole('button', { name: 'Send', exact: true }).dblclick()
  await expect.poll(() => page.getByTestId('send-status').textContent(), { timeout: 20_000 }).toBe('success')
  const signature = (await page.getByTestId('send-hash').textContent()) ?? ''
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  await expect.poll(() => lamports(receiver), { timeout: 10_000 }).toBe(1_500_000_000)
  const spent = senderBefore - (await lamports(sender))
  // The amount and one transaction's fee: a double click sent one.
  expect(spent).toBeGreaterThan(1_500_000_000)
  expect(spent).toBeLessThan(1_500_000_000 + 10_000)
  expect(
    wallet.calls.filter((call) => call === 'signAndSendTransaction' || call === 'signTransaction'),
  ).toHaveLength(1)

  // STT to a fresh address: no token account until this transfer creates it.
  const tokenReceiver = freshAddress()
  expect(await tokenAccounts(tokenReceiver, mint)).toEqual([])
  const [senderTokens = 0n] = await tokenAccounts(sender, mint)
  await chooseToken(page, 'STT')
  await page.getByRole('textbox', { name: 'Amount' }).fill('2.5')
  await page.getByRole('textbox', { name: 'To' }).fill(tokenReceiver)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  // A token send in a browser: the adapter builds its instructions without Node's Buffer.
  await expect.poll(() => page.getByTestId('send-status').textContent(), { timeout: 20_000 }).toBe('success')
  expect(await page.getByTestId('send-hash').textContent()).not.toBe(signature)
  await expect.poll(() => tokenAccounts(tokenReceiver, mint), { timeout: 10_000 }).toEqual([2_500_000n])
  expect(await tokenAccounts(sender, mint)).toEqual([senderTokens - 2_500_000n])
  expect(errors).toEqual([])
})

test('the modal on Solana: Send SOL and STT (the receiver’s token account created), Receive’s QR code gives the Solana address', async () => {
  const context = await newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await injectDevstackSolanaWallet(page, devstack, { account: 0 })
  const sender = devstack.accounts.solana[0]?.publicKey ?? ''
  const mint = devstack.contracts.solana?.mint.address ?? ''
  await page.goto(`${playground.url}?devWallet=off`)
  await page.getByRole('button', { name: 'Connect wallet' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog
    .getByRole('button', { name: /OpenAppKit Test Wallet/ })
    .first()
    .click()
  const title = () => dialog.getByRole('heading', { level: 2 }).textContent()
  await expect.poll(title, { timeout: 15_000 }).toBe('Account')

  const receiver = freshAddress()
  const senderBefore = await lamports(sender)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(title).toBe('Send')
  await fillSend(dialog, 'SOL', '0.75', receiver)
  await reviewAndSend(dialog, 'SOL')
  await expect.poll(() => lamports(receiver), { timeout: 10_000 }).toBe(750_000_000)
  const spent = senderBefore - (await lamports(sender))
  expect(spent).toBeGreaterThan(750_000_000)
  expect(spent).toBeLessThan(750_000_000 + 10_000)
  await dialog.getByRole('button', { name: 'Done' }).click()

  const tokenReceiver = freshAddress()
  const [senderTokens = 0n] = await tokenAccounts(sender, mint)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await fillSend(dialog, 'STT', '1.25', tokenReceiver)
  await reviewAndSend(dialog, 'SOL')
  await expect.poll(() => tokenAccounts(tokenReceiver, mint), { timeout: 10_000 }).toEqual([1_250_000n])
  expect(await tokenAccounts(sender, mint)).toEqual([senderTokens - 1_250_000n])
  await dialog.getByRole('button', { name: 'Done' }).click()

  await dialog.getByRole('button', { name: 'Receive' }).click()
  await expect.poll(title).toBe('Receive')
  expect(await dialog.getByTestId('receive-address').textContent()).toBe(sender)
  expect(await decodeQrCode(page, dialog.locator('.oak-qr'))).toBe(sender)
  expect(await dialog.getByTestId('receive-networks').getByRole('listitem').allTextContents()).toEqual([
    'SSolana Devstack',
  ])
})
