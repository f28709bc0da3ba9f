import type { DevstackInfo } from '@openappkit/devstack/vitest'
import { devstackEvmKey } from '@openappkit/testing/wallet'
import type { Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { artifactPath } from '../src/artifacts'
import { seriousAxeViolations } from '../src/axe'
import type { ServedPlayground } from '../src/playground'
import { fillSend } from '../src/sendView'
import { useBrowserSuite } from '../src/suite'

// The playground's phone page (phone.html) is the WalletConnect wallet a newcomer pairs with:
// the app in one tab shows its QR link, the phone page in a second tab pastes it, shows the
// proposal and each request, and the user answers there. Both tabs talk to the devstack's relay
// only (the suite fails a test whose page tried to leave loopback).

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})

/** The phone page holds the devstack's second test account. */
const phoneAddress = privateKeyToAccount(devstackEvmKey(1)).address

async function openTabs() {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 860 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(playground.url).origin,
  })
  const errors: string[] = []
  const app = await context.newPage()
  app.on('pageerror', (error) => errors.push(`app: ${error.message}`))
  // No dev wallet: WalletConnect is the only way in, as for a visitor with a phone.
  await app.goto(`${playground.url}?devWallet=off`)
  await app.getByRole('heading', { name: 'OpenAppKit playground' }).waitFor()
  const phone = await context.newPage()
  phone.on('pageerror', (error) => errors.push(`phone: ${error.message}`))
  await phone.setViewportSize({ width: 390, height: 844 })
  await phone.goto(new URL('phone.html', playground.url).href)
  await phone.getByRole('heading', { name: 'Phone wallet' }).waitFor()
  await expect.poll(() => phone.getByTestId('phone-status').textContent(), { timeout: 20_000 }).toBe('Ready')
  return { app, phone, errors }
}

/** The app's pairing link, as a user copies it from the modal's QR view. */
async function pairingLink(app: Page): Promise<string> {
  await app.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = app.getByRole('dialog')
  await dialog.getByRole('button', { name: /WalletConnect.*QR code/ }).click()
  await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await dialog.getByText('Link copied').waitFor()
  return app.evaluate(() => navigator.clipboard.readText())
}

const question = (phone: Page) =>
  phone.getByRole('region').filter({ has: phone.getByRole('button', { name: 'Approve' }) })

test('the phone page pairs with the playground over the relay: the proposal, then the account in the app; a signature refused, then approved; a send approved', async () => {
  const { app, phone, errors } = await openTabs()
  expect(await phone.getByTestId('phone-evm').textContent()).toBe(phoneAddress)
  await phone.screenshot({ path: artifactPath('playground-phone-light.png'), fullPage: true })

  // Garbage in the field is refused clearly and pairs nothing.
  await phone.getByLabel('Pairing link (wc:…)').fill('https://example.org/not-a-pairing')
  await phone.getByRole('button', { name: 'Pair' }).click()
  await expect.poll(() => phone.getByRole('alert').textContent()).toMatch(/not a WalletConnect pairing link/)

  const uri = await pairingLink(app)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await phone.getByLabel('Pairing link (wc:…)').fill(uri)
  await phone.getByRole('button', { name: 'Pair' }).click()
  // The proposal: who asks and for which chains; nothing is connected until the user approves.
  const proposal = question(phone)
  await proposal.getByText('OpenAppKit playground wants to connect').waitFor({ timeout: 20_000 })
  expect(await proposal.getByText(new URL(playground.url).origin).count()).toBe(1)
  const asked = await proposal.getByRole('list', { name: 'Asked for' }).textContent()
  expect(asked).toContain(devstack.chains.evm.caipNetworkId)
  expect(asked).toContain(devstack.chains.solana?.caipNetworkId)
  expect(await app.getByTestId('page-account').textContent()).toBe('Not connected')
  await phone.screenshot({ path: artifactPath('playground-phone-proposal-light.png'), fullPage: true })
  expect(await seriousAxeViolations(phone)).toEqual([])
  await proposal.getByRole('button', { name: 'Approve' }).click()

  await expect
    .poll(() => app.getByTestId('page-account').textContent(), { timeout: 20_000 })
    .toBe(phoneAddress)
  await app.getByRole('dialog').getByText('Connected with OpenAppKit Phone (test keys)').waitFor()
  await app.keyboard.press('Escape')
  const sessions = phone.getByRole('region', { name: 'Connected apps' }).getByRole('listitem')
  await expect
    .poll(() => sessions.allTextContents())
    .toEqual([expect.stringContaining('OpenAppKit playground')])

  // A message to sign: the phone shows its text; a refusal reaches the app as one.
  await app.getByRole('link', { name: 'Sign message & typed data' }).click()
  await app.getByRole('button', { name: 'Sign message' }).click()
  const request = question(phone)
  await request.getByText('Hello from the OpenAppKit playground').waitFor({ timeout: 20_000 })
  expect(await request.getByText('Sign a message').count()).toBe(1)
  await phone.screenshot({ path: artifactPath('playground-phone-request-light.png'), fullPage: true })
  await request.getByRole('button', { name: 'Reject' }).click()
  await expect.poll(() => app.getByRole('alert').textContent(), { timeout: 15_000 }).toMatch(/reject/i)
  expect(await app.getByTestId('message-signature').count()).toBe(0)

  await app.getByRole('button', { name: 'Sign message' }).click()
  await request.getByText('Hello from the OpenAppKit playground').waitFor({ timeout: 20_000 })
  await phone.getByRole('button', { name: 'Dark theme' }).click()
  await phone.screenshot({ path: artifactPath('playground-phone-request-dark.png'), fullPage: true })
  expect(await seriousAxeViolations(phone)).toEqual([])
  await request.getByRole('button', { name: 'Approve' }).click()
  await expect
    .poll(() => app.getByTestId('message-signature').textContent(), { timeout: 15_000 })
    .toMatch(/^0x[0-9a-f]{130}$/)
  const signature = (await app.getByTestId('message-signature').textContent()) as Hex
  expect(
    await verifyMessage({
      address: phoneAddress,
      message: 'Hello from the OpenAppKit playground',
      signature,
    }),
  ).toBe(true)
  expect(await phone.getByTestId('phone-history').textContent()).toContain('Approved personal_sign')
  await phone.screenshot({ path: artifactPath('playground-phone-dark.png'), fullPage: true })

  // A send through the modal: the phone shows the amount, then sends it on anvil with its key.
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  await app.getByRole('link', { name: 'Send' }).click()
  await app.getByRole('button', { name: 'Open the Send view' }).click()
  const dialog = app.getByRole('dialog')
  await fillSend(dialog, 'ETH', '0.01', receiver)
  await dialog.getByRole('button', { name: 'Review' }).click()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await request.getByText('0.01 ETH').waitFor({ timeout: 20_000 })
  expect(await request.getByText('Send a transaction').count()).toBe(1)
  expect(await chain.getBalance({ address: receiver })).toBe(0n)
  await request.getByRole('button', { name: 'Approve' }).click()
  await dialog.getByTestId('send-success').waitFor({ timeout: 20_000 })
  expect(await chain.getBalance({ address: receiver })).toBe(parseEther('0.01'))
  await app.keyboard.press('Escape')

  // The user ends the session on the phone: the app disconnects.
  await phone.getByRole('button', { name: 'Disconnect' }).click()
  await expect
    .poll(() => app.getByTestId('page-account').textContent(), { timeout: 20_000 })
    .toBe('Not connected')
  expect(errors).toEqual([])
})
