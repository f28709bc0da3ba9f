import { analyticsEvents, type DevstackInfo } from '@openappkit/devstack/vitest'
import type { Locator, Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, formatEther, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { shownAmount } from '../src/amounts'
import { seriousAxeViolations } from '../src/axe'
import { captureModal } from '../src/captureModal'
import { picker } from '../src/picker'
import type { ServedPlayground } from '../src/playground'
import { chooseToken, decodeQrCode, fillSend, reviewAndSend } from '../src/sendView'
import { useBrowserSuite } from '../src/suite'
import { injectDevstackWallet, type TestWallet } from '../src/testWallet'

// Send and Receive in the modal on the playground's main page (the wagmi adapter), on the
// devstack's anvil: what the chain holds before and after, for the sender and the receiver,
// for ETH, the standard ERC-20 OAK and the USDT-style TUSD (its transfer returns nothing).

const OAK = '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F' as const
const TUSD = '0x65A22eCbc895Cd1FeA745A940719bBD0F78E5E8e' as const

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

const chain = () => createPublicClient({ transport: http(devstack.urls.evmRpc) })
const tokenBalance = (token: Address, holder: Address) =>
  chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
const nonceOf = (address: Address) => chain().getTransactionCount({ address })
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

const dialogOf = (page: Page) => page.getByRole('dialog')
const titleOf = (page: Page) => dialogOf(page).getByRole('heading', { level: 2 })
async function expectTitle(page: Page, title: string) {
  await expect.poll(() => titleOf(page).textContent(), { timeout: 10_000 }).toBe(title)
}

async function connectedPage(): Promise<{ page: Page; wallet: TestWallet; dialog: Locator }> {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 900 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const page = await context.newPage()
  const wallet = await injectDevstackWallet(page, devstack)
  await page.goto(playground.url)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: /OpenAppKit Test Wallet/ }).click()
  await expectTitle(page, 'Account')
  return { page, wallet, dialog }
}

test('wallet-feature buttons, the SPEC §5 messages, then ETH, OAK and TUSD sends: chain state before and after, one transaction per double click', async () => {
  const { page, wallet, dialog } = await connectedPage()
  const sender = wallet.address as Address
  // SPEC §2 order, only the features with a view: Buy is not offered (no view yet).
  const features = dialog.getByRole('navigation', { name: 'Wallet actions' }).getByRole('button')
  expect(await features.allTextContents()).toEqual(['Buy', 'Swap', 'Receive', 'Send', 'Activity'])

  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expectTitle(page, 'Send')
  // SPEC §5, word for word, as the user meets them.
  await dialog.getByRole('button', { name: 'Review' }).click()
  await expect
    .poll(() => dialog.getByTestId('send-form-error').textContent())
    .toBe('An amount and receiver address are required')
  const receiver = freshAddress()
  await dialog.getByLabel('Amount', { exact: true }).fill('0.5')
  await dialog.getByLabel('To', { exact: true }).fill(receiver)
  await dialog.getByRole('button', { name: 'Review' }).click()
  await expect.poll(() => dialog.getByTestId('send-form-error').textContent()).toBe('A token is required')
  // A one-character checksum typo (one letter's case flipped) is refused before any wallet is asked.
  const letter = receiver.slice(2).search(/[a-fA-F]/) + 2
  const flipped = receiver[letter] === receiver[letter]?.toUpperCase() ? 'toLowerCase' : 'toUpperCase'
  const typo = `${receiver.slice(0, letter)}${receiver[letter]?.[flipped]()}${receiver.slice(letter + 1)}`
  await chooseToken(dialog, 'ETH')
  await dialog.getByLabel('To', { exact: true }).fill(typo)
  await dialog.getByRole('button', { name: 'Review' }).click()
  await expect
    .poll(() => dialog.getByTestId('send-form-error').textContent())
    .toBe('Invalid receiver address')
  await dialog.getByLabel('To', { exact: true }).fill(receiver)
  expect(await seriousAxeViolations(page)).toEqual([])
  await captureModal(page, 'send-form')
  // The token list open in place: axe-clean, the chosen token marked.
  await picker(dialog, 'Token').click()
  expect(await dialog.getByRole('option', { selected: true }).textContent()).toMatch(/^ETH /)
  await captureModal(page, 'send-token-list')
  await page.keyboard.press('Escape')
  expect(await picker(dialog, 'Token').getAttribute('aria-expanded')).toBe('false')
  expect(await dialog.isVisible()).toBe(true)

  // ETH.
  const ethBefore = await chain().getBalance({ address: sender })
  const nonceBefore = await nonceOf(sender)
  await chooseToken(dialog, 'ETH')
  // USD from the data service's POST /v1/fungible/price (the devstack prices ETH at 3000).
  await expect.poll(() => dialog.getByTestId('send-amount-usd').textContent()).toBe('≈ $1,500.00')
  await reviewAndSend(dialog)
  await captureModal(page, 'send-success')
  expect(await nonceOf(sender)).toBe(nonceBefore + 1)
  expect(await chain().getBalance({ address: receiver })).toBe(parseEther('0.5'))
  const ethAfter = await chain().getBalance({ address: sender })
  const spent = ethBefore - ethAfter
  // The amount and a fee, which is small.
  expect(spent > parseEther('0.5') && spent < parseEther('0.501')).toBe(true)
  expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(1)
  // Done: back on Account, which shows the balance read again after the send.
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expectTitle(page, 'Account')
  const shown = shownAmount(formatEther(ethAfter))
  await expect
    .poll(() => dialog.getByTestId('account-balance').textContent(), { timeout: 10_000 })
    .toContain(`${shown} ETH`)

  // OAK, the standard ERC-20.
  const oakReceiver = freshAddress()
  const oakBefore = await tokenBalance(OAK, sender)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await fillSend(dialog, 'OAK', '12.5', oakReceiver)
  await reviewAndSend(dialog)
  expect(await tokenBalance(OAK, oakReceiver)).toBe(parseUnits('12.5', 18))
  expect(await tokenBalance(OAK, sender)).toBe(oakBefore - parseUnits('12.5', 18))
  expect(await nonceOf(sender)).toBe(nonceBefore + 2)
  await dialog.getByRole('button', { name: 'Done' }).click()

  // TUSD, USDT-style: 6 decimals, a transfer that returns nothing.
  const tusdReceiver = freshAddress()
  const tusdBefore = await tokenBalance(TUSD, sender)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await fillSend(dialog, 'TUSD', '3.25', tusdReceiver)
  await reviewAndSend(dialog)
  expect(await tokenBalance(TUSD, tusdReceiver)).toBe(3_250_000n)
  expect(await tokenBalance(TUSD, sender)).toBe(tusdBefore - 3_250_000n)
  expect(await nonceOf(sender)).toBe(nonceBefore + 3)
  expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(3)
})

test('a refusal in the wallet keeps the form and says declined; nothing reaches the chain', async () => {
  const { page, wallet, dialog } = await connectedPage()
  const sender = wallet.address as Address
  const receiver = freshAddress()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expectTitle(page, 'Send')
  await fillSend(dialog, 'OAK', '7', receiver)
  const nonceBefore = await nonceOf(sender)
  wallet.rejectNext('eth_sendTransaction')
  await dialog.getByRole('button', { name: 'Review' }).click()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByText('Declined in the wallet. Nothing was sent.').waitFor()
  expect(await dialog.getByLabel('Amount', { exact: true }).inputValue()).toBe('7')
  expect(await dialog.getByLabel('To', { exact: true }).inputValue()).toBe(receiver)
  expect(await picker(dialog, 'Token').textContent()).toMatch(/^OAK /)
  expect(await nonceOf(sender)).toBe(nonceBefore)
  expect(await tokenBalance(OAK, receiver)).toBe(0n)
  expect(await seriousAxeViolations(page)).toEqual([])
  // The same form sends once the wallet approves.
  await dialog.getByRole('button', { name: 'Review' }).click()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByTestId('send-success').waitFor({ timeout: 15_000 })
  expect(await tokenBalance(OAK, receiver)).toBe(parseUnits('7', 18))
  // The devstack is shared with other files: only this page's events count.
  const origin = new URL(playground.url).origin
  const events = (await analyticsEvents(devstack))
    .filter((e) => e.origin === origin)
    .map((e) => (e.event.props as { event?: string }).event)
  expect(events).toEqual(expect.arrayContaining(['SEND_INITIATED', 'SEND_ERROR', 'SEND_SUCCESS']))
})

test('Receive: the QR code decodes to the address; copy; the networks that can receive it', async () => {
  const { page, wallet, dialog } = await connectedPage()
  await dialog.getByRole('button', { name: 'Receive' }).click()
  await expectTitle(page, 'Receive')
  expect(await dialog.getByTestId('receive-address').textContent()).toBe(wallet.address)
  // Decoded as a phone camera would: from the pixels on screen, logo and all.
  expect(await decodeQrCode(page, dialog.locator('.oak-qr'))).toBe(wallet.address)
  await dialog.getByRole('button', { name: 'Copy address' }).click()
  await dialog.getByRole('button', { name: 'Address copied' }).waitFor()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address)
  expect(await dialog.getByTestId('receive-networks').getByRole('listitem').allTextContents()).toEqual([
    'DDevstack',
    'DDevstack Two',
  ])
  expect(await seriousAxeViolations(page)).toEqual([])
  await captureModal(page, 'receive')
})

test('a name as the receiver: looked up, shown with its avatar, and the ETH reaches its address', async () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  const label = `oak${Date.now().toString(36)}`
  const avatar = `data:image/svg+xml;base64,${Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#e67700"/></svg>',
  ).toString('base64')}`
  // Registered as a user would (a personal_sign of the message), on the devstack's coin type.
  const message = JSON.stringify({
    name: `${label}.reown.id`,
    attributes: { avatar },
    timestamp: Math.floor(Date.now() / 1000),
  })
  const registered = await fetch(`${devstack.urls.blockchainApi}/v1/profile/account?projectId=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: 0x80000000 + devstack.chains.evm.chainId,
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    }),
  })
  expect(registered.status).toBe(200)

  const { page, dialog } = await connectedPage()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expectTitle(page, 'Send')
  await fillSend(dialog, 'ETH', '0.25', `${label}.reown.id`)
  const resolved = dialog.getByTestId('send-receiver-resolved')
  await expect
    .poll(() => resolved.textContent(), { timeout: 10_000 })
    .toBe(`Resolves to ${owner.address.slice(0, 4)}...${owner.address.slice(-6)}`)
  expect(await resolved.getByRole('img', { name: `Avatar of ${label}.reown.id` }).getAttribute('src')).toBe(
    avatar,
  )
  await reviewAndSend(dialog)
  expect(await dialog.getByTestId('send-success').textContent()).toContain(`sent to ${label}.reown.id`)
  expect(await chain().getBalance({ address: owner.address })).toBe(parseEther('0.25'))
})
