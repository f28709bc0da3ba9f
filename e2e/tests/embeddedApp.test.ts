import { createPublicKey, verify } from 'node:crypto'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { decodeBase58 } from '@openappkit/devstack'
import { type DevstackInfo, mailbox } from '@openappkit/devstack/vitest'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchBrowser } from '../src/browser'
import { mailOf, openEmbeddedApp } from '../src/embeddedApp'
import { servePage } from '../src/pageServer'

// The embedded wallet in an app (e2e/pages/embeddedApp: createAppKit with both adapters on one
// frame client, core's approval, the modal): email login with the code from the dev mailbox,
// a signature and a transaction approved in the modal's ApproveTransaction, one rejected, a
// refused chain switch, a reload that stays logged in, a Solana signature that verifies.

const pageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../pages/embeddedApp')
let devstack: DevstackInfo
let served: Awaited<ReturnType<typeof servePage>>
let browser: Browser

const evmChain = () => createPublicClient({ transport: http(devstack.urls.evmRpc) })
beforeAll(async () => {
  devstack = inject('devstack')
  served = await servePage(pageRoot)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await served?.stop()
})

type Adapter = {
  signMessage(parameters: { address: string; message: string }): Promise<string>
  sendTransfer(parameters: { from: string; to: string; amount: bigint; network: unknown }): Promise<string>
}
/** What the page puts on `window.app` (e2e/pages/embeddedApp/main.ts). */
type App = {
  wagmi: Adapter
  sol: Adapter
  evm: unknown
  other: unknown
  solana: unknown
  startEmailLogin(email: string): Promise<string>
  submitEmailOtp(otp: string): Promise<unknown>
  switchNetwork(network: unknown): Promise<unknown>
  connectSolana(): Promise<unknown>
  activeNetworkName(): string | undefined
}

/** Runs `fn` in the page on `window.app` (`fn` travels as source: it may use only its arguments). */
function inApp<T, A = undefined>(page: Page, fn: (app: App, arg: A) => Promise<T> | T, arg?: A): Promise<T> {
  return page.evaluate(
    ([source, a]) =>
      new Function('app', 'arg', `return (${source})(app, arg)`)((window as unknown as { app: App }).app, a),
    [fn.toString(), arg] as const,
  ) as Promise<T>
}

const dialog = (page: Page) => page.locator('openappkit-modal [role="dialog"]')

const openApp = () => openEmbeddedApp(browser, served.url.origin, devstack)

test('email login, approvals in the modal, a rejection, a refused switch, reload, Solana', async () => {
  const { context, blocked, page, errors } = await openApp()

  const email = 'app@example.com'
  const before = (await mailbox(devstack, email)).at(-1)?.id ?? 0
  const started = inApp(page, (app, e) => app.startEmailLogin(e), email)
  const approve = await fetch(await mailOf(devstack, email, 'approveUrl', before))
  expect(approve.status).toBe(200)
  expect(await started).toBe('verifyOtp')
  const otp = await mailOf(devstack, email, 'otp', before)
  await inApp(page, (app, code) => app.submitEmailOtp(code), otp)
  await expect.poll(() => page.getByTestId('evm-status').textContent()).toBe('connected')
  const address = (await page.getByTestId('evm-address').textContent()) as Hex

  // A signature: ApproveTransaction shows the message; Approve signs.
  const signing = inApp(
    page,
    (app, a) =>
      app.wagmi.signMessage({
        address: a,
        message: 'Approve me',
      }),
    address,
  )
  await expect.poll(() => dialog(page).getByTestId('approve-message').textContent()).toBe('Approve me')
  await dialog(page).getByRole('button', { name: 'Approve' }).click()
  const signature = (await signing) as Hex
  // The login's smart account signs: viem checks it on the chain (ERC-6492 before deployment).
  expect(await evmChain().verifyMessage({ address, message: 'Approve me', signature })).toBe(true)
  await expect.poll(() => dialog(page).count()).toBe(0)

  // A transaction: recipient, amount and network shown; Approve sends it on anvil.
  const to = devstack.accounts.evm[6]?.address as Hex
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  const balance = await chain.getBalance({ address: to })
  const send = (value: string) =>
    inApp(
      page,
      (app, [from, target, amount]) =>
        app.wagmi
          .sendTransfer({ from, to: target, amount: BigInt(amount), network: app.evm })
          // The error's class is read here: only its message crosses back to the test.
          .catch((e: Error) => `refused: ${e.name}`),
      [address, to, value] as const,
    )
  const sending = send(parseEther('0.25').toString())
  await expect.poll(() => dialog(page).getByTestId('approve-value').textContent()).toBe('0.25 ETH')
  expect(await dialog(page).getByTestId('approve-network').textContent()).toBe('Devstack')
  expect(await dialog(page).getByTestId('approve-to').getAttribute('title')).toBe(to)
  await dialog(page).getByRole('button', { name: 'Approve' }).click()
  const hash = (await sending) as Hex
  expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect((await chain.getBalance({ address: to })) - balance).toBe(parseEther('0.25'))

  // Rejected: nothing is sent.
  const rejected = send(parseEther('1').toString())
  await expect.poll(() => dialog(page).getByTestId('approve-value').textContent()).toBe('1 ETH')
  await dialog(page).getByRole('button', { name: 'Reject' }).click()
  expect(await rejected).toBe('refused: UserRejectedRequestError')
  expect((await chain.getBalance({ address: to })) - balance).toBe(parseEther('0.25'))

  // A chain the frame does not serve is refused and the app stays where it was.
  const refused = await inApp(page, (app) =>
    app.switchNetwork(app.other).then(
      () => 'switched',
      (e: Error) => e.message,
    ),
  )
  expect(refused).toBe(
    'Chain is not supported\n\nDetails: Not on the frame (eip155:1)\nDocs: /errors#chainnotsupportederror',
  )
  expect(await inApp(page, (app) => app.activeNetworkName())).toBe('Devstack')
  expect(await page.getByTestId('evm-status').textContent()).toBe('connected')

  // Reload: restored from the frame, no code asked.
  const mails = (await mailbox(devstack, email)).length
  await page.reload()
  await expect.poll(() => page.getByTestId('evm-status').textContent(), { timeout: 15_000 }).toBe('connected')
  expect(await page.getByTestId('evm-address').textContent()).toBe(address)
  expect((await mailbox(devstack, email)).length).toBe(mails)

  // Solana: the same login on the Solana side; a signature approved in the modal verifies.
  await inApp(page, (app) => app.connectSolana())
  await expect.poll(() => page.getByTestId('solana-status').textContent()).toBe('connected')
  const solanaAddress = (await page.getByTestId('solana-address').textContent()) as string
  const solSigning = inApp(
    page,
    (app, a) =>
      app.sol.signMessage({
        address: a,
        message: 'Solana approve',
      }),
    solanaAddress,
  )
  // What is signed is on screen before the user approves it.
  await expect.poll(() => dialog(page).getByTestId('approve-message').textContent()).toBe('Solana approve')
  expect(await dialog(page).getByTestId('approve-network').textContent()).toBe('Devstack Solana')
  await dialog(page).getByRole('button', { name: 'Approve' }).click()
  const solSignature = decodeBase58((await solSigning) as string) as Uint8Array
  const publicKey = createPublicKey({
    key: Buffer.concat([
      Buffer.from('302a300506032b6570032100', 'hex'),
      Buffer.from(decodeBase58(solanaAddress) as Uint8Array),
    ]),
    format: 'der',
    type: 'spki',
  })
  expect(verify(null, Buffer.from('Solana approve'), publicKey, Buffer.from(solSignature))).toBe(true)

  // A SOL transfer shows recipient, amount, fee payer and the System program before the answer.
  const recipient = '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu'
  const transfer = inApp(
    page,
    (app, [from, to]) =>
      app.sol
        .sendTransfer({ from, to, amount: 250_000_000n, network: app.solana })
        .catch((e: Error) => `refused: ${e.message}`),
    [solanaAddress, recipient] as const,
  )
  const shown = dialog(page).getByTestId('approve-transfer')
  await expect.poll(() => shown.textContent()).toBe('To9hSR...sUGWBuAmount0.25 SOL')
  expect(await dialog(page).getByTestId('approve-fee-payer').getAttribute('title')).toBe(solanaAddress)
  expect(await dialog(page).getByTestId('approve-programs').textContent()).toContain('1111...111111')
  expect(await dialog(page).getByText('Send a transaction').count()).toBe(1)
  // Approved: the frame signs (the test wallet's Solana signer) and the cluster moves the SOL.
  await dialog(page).getByRole('button', { name: 'Approve' }).click()
  expect(await transfer).not.toMatch(/^refused: /)
  await expect
    .poll(async () => {
      const response = await fetch(devstack.urls.solanaRpc as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [recipient] }),
      })
      return ((await response.json()) as { result?: { value?: number } }).result?.value
    })
    .toBe(250_000_000)

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})

// Both adapters share one frame client: after a Solana login its user and last chain are
// Solana's. A reload must still restore the EVM side (on an EVM chain, with the EVM account), and
// an EVM signature must find that account (adapter-wagmi's authConnector keeps its own).
test('after a Solana login on the same frame, a reload restores EVM and an EVM signature verifies', async () => {
  const { context, blocked, page, errors } = await openApp()

  const email = 'both@example.com'
  const before = (await mailbox(devstack, email)).at(-1)?.id ?? 0
  const started = inApp(page, (app, e) => app.startEmailLogin(e), email)
  expect((await fetch(await mailOf(devstack, email, 'approveUrl', before))).status).toBe(200)
  expect(await started).toBe('verifyOtp')
  await inApp(page, (app, code) => app.submitEmailOtp(code), await mailOf(devstack, email, 'otp', before))
  await expect.poll(() => page.getByTestId('evm-status').textContent()).toBe('connected')
  const address = (await page.getByTestId('evm-address').textContent()) as Hex

  await inApp(page, (app) => app.connectSolana())
  await expect.poll(() => page.getByTestId('solana-status').textContent()).toBe('connected')

  await page.reload()
  await page.waitForFunction(() => 'app' in window)
  await expect.poll(() => page.getByTestId('evm-status').textContent(), { timeout: 15_000 }).toBe('connected')
  expect(await page.getByTestId('evm-address').textContent()).toBe(address)

  const signing = inApp(
    page,
    (app, a) => app.wagmi.signMessage({ address: a, message: 'EVM after Solana' }),
    address,
  )
  await expect.poll(() => dialog(page).getByTestId('approve-message').textContent()).toBe('EVM after Solana')
  await dialog(page).getByRole('button', { name: 'Approve' }).click()
  const signature = (await signing) as Hex
  expect(await evmChain().verifyMessage({ address, message: 'EVM after Solana', signature })).toBe(true)

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})
