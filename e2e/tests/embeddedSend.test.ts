import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Browser, Page } from 'playwright-core'
import {
  createPublicClient,
  createTestClient,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  parseAbiItem,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { seriousAxeViolations } from '../src/axe'
import { launchBrowser } from '../src/browser'
import { captureModal, settled } from '../src/captureModal'
import { mailOf, openEmbeddedApp } from '../src/embeddedApp'
import { servePage } from '../src/pageServer'
import { pick } from '../src/picker'
import { fillSend } from '../src/sendView'

// A send from the modal's Send view with the embedded wallet, on a phone-sized screen: the
// ApproveTransaction view reads whole (recipient, amount, network), the user approves, and the
// Send view comes back with its confirmation (not an empty form inviting a second send); the
// transfer lands on the chain once.
const pageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../pages/embeddedApp')
let devstack: DevstackInfo
let served: Awaited<ReturnType<typeof servePage>>
let browser: Browser
beforeAll(async () => {
  devstack = inject('devstack')
  // The frame's script is bundled on its first request (seconds on a busy machine): not inside a
  // login's wait for its mail.
  ;[served, browser] = await Promise.all([
    servePage(pageRoot),
    launchBrowser(),
    fetch(`${devstack.urls.frame}/frame.js`).then((r) => r.text()),
  ])
})
afterAll(async () => {
  await browser?.close()
  await served?.stop()
})

type App = { startEmailLogin(email: string): Promise<string>; submitEmailOtp(otp: string): Promise<unknown> }
const app = (page: Page) => page.evaluateHandle(() => (window as unknown as { app: App }).app)
const dialog = (page: Page) => page.locator('openappkit-modal [role="dialog"]')
const title = (page: Page) => dialog(page).locator('h2')

test('an approved embedded-wallet send ends on the Send view’s confirmation, readable at phone width', async () => {
  const { context, blocked, page, errors } = await openEmbeddedApp(browser, served.url.origin, devstack, {
    pieces: 'sdk',
  })
  await page.setViewportSize({ width: 360, height: 740 })
  const email = `send-${Date.now()}@example.com`
  const handle = await app(page)
  const started = handle.evaluate((a, e) => a.startEmailLogin(e), email)
  expect((await fetch(await mailOf(devstack, email, 'approveUrl', 0))).status).toBe(200)
  expect(await started).toBe('verifyOtp')
  const otp = await mailOf(devstack, email, 'otp', 0)
  await handle.evaluate((a, code) => a.submitEmailOtp(code), otp)
  await expect.poll(() => page.getByTestId('evm-status').textContent(), { timeout: 15_000 }).toBe('connected')
  // The frame funds a new login once: wait until the balance is there.
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  const from = (await page.getByTestId('evm-address').textContent()) as Hex
  await expect.poll(() => chain.getBalance({ address: from }), { timeout: 10_000 }).toBeGreaterThan(0n)

  const to = devstack.accounts.evm[7]?.address as Hex
  const before = await chain.getBalance({ address: to })
  await page.getByRole('button', { name: /0x/ }).click()
  await expect.poll(() => title(page).textContent()).toBe('Account')
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => title(page).textContent()).toBe('Send')
  await fillSend(dialog(page), 'ETH', '0.01', to)
  await dialog(page).getByRole('button', { name: 'Review' }).click()
  await dialog(page).getByTestId('send-preview').waitFor()
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()

  // The approval, whole at 360 px: the recipient is not clipped, nothing scrolls sideways.
  await dialog(page).getByTestId('approve-transaction').waitFor({ timeout: 15_000 })
  await expect.poll(() => dialog(page).getByTestId('approve-value').textContent()).toBe('0.01 ETH')
  const toCell = dialog(page).getByTestId('approve-to')
  expect(await toCell.getAttribute('title')).toBe(to)
  expect(await toCell.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  expect(await dialog(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  await captureModal(page, 'embedded-approve-phone')
  await dialog(page).getByRole('button', { name: 'Approve' }).click()

  // Back on Send with its outcome, not an empty form.
  await dialog(page).getByTestId('send-success').waitFor({ timeout: 20_000 })
  expect(await title(page).textContent()).toBe('Send')
  expect(await dialog(page).getByRole('status').first().textContent()).toBe('Sent')
  await settled(page)
  expect(await seriousAxeViolations(page)).toEqual([])
  await captureModal(page, 'embedded-send-success-phone')
  await expect.poll(() => chain.getBalance({ address: to })).toBe(before + parseEther('0.01'))
  await dialog(page).getByRole('button', { name: 'Done' }).click()
  await expect.poll(() => title(page).textContent()).toBe('Account')
  // Sent once.
  expect(await chain.getBalance({ address: to })).toBe(before + parseEther('0.01'))

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})

type SmartApp = App & {
  evm: unknown
  wagmi: {
    sendTransfer(parameters: { from: string; to: string; amount: bigint; network: unknown }): Promise<string>
    wagmiConfig: { state: { connections: Map<string, { accounts: readonly string[] }> } }
    getCapabilities(parameters: { address: string }): Promise<Record<string, unknown>>
  }
  evmAccount(): { allAccounts: { address: string; type: string }[]; smartAccountDeployed: boolean }
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<string>
}
/** Runs `fn` in the page on `window.app` (`fn` travels as source: it may use only its arguments). */
function inApp<T, A = undefined>(
  page: Page,
  fn: (app: SmartApp, arg: A) => Promise<T> | T,
  arg?: A,
): Promise<T> {
  return page.evaluate(
    ([source, a]) =>
      new Function('app', 'arg', `return (${source})(app, arg)`)(
        (window as unknown as { app: SmartApp }).app,
        a,
      ),
    [fn.toString(), arg] as const,
  ) as Promise<T>
}

test('the smart account: its counterfactual address first, a send deploys it; the Account view’s switch moves to the EOA and back; no switch while a send waits', async () => {
  const { context, blocked, page, errors } = await openEmbeddedApp(browser, served.url.origin, devstack, {
    pieces: 'sdk',
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  const email = `smart-${Date.now()}@example.com`
  const started = inApp(page, (a, e) => a.startEmailLogin(e), email)
  expect((await fetch(await mailOf(devstack, email, 'approveUrl', 0))).status).toBe(200)
  expect(await started).toBe('verifyOtp')
  await inApp(page, (a, code) => a.submitEmailOtp(code), await mailOf(devstack, email, 'otp', 0))
  await expect.poll(() => page.getByTestId('evm-status').textContent(), { timeout: 15_000 }).toBe('connected')

  // The app's default for eip155 is the smart account: its address, not yet on the chain.
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  const smart = (await page.getByTestId('evm-address').textContent()) as Hex
  const account = await inApp(page, (a) => a.evmAccount())
  expect(account.allAccounts.map((a) => [a.address, a.type])).toEqual([
    [smart, 'smartAccount'],
    [expect.any(String), 'eoa'],
  ])
  const eoa = account.allAccounts[1]?.address as Hex
  expect(account.smartAccountDeployed).toBe(false)
  expect(await chain.getCode({ address: smart })).toBeUndefined()
  await expect.poll(() => chain.getBalance({ address: smart }), { timeout: 10_000 }).toBeGreaterThan(0n)
  // EIP-5792 through the adapter: the smart account batches atomically on this chain.
  const capabilities = () => inApp(page, (a, address) => a.wagmi.getCapabilities({ address }), smart)
  expect(await capabilities()).toEqual({ [devstack.chains.evm.chainId]: { atomic: { status: 'supported' } } })

  const openAccount = async () => {
    await page.getByRole('button', { name: /0x/ }).click()
    await expect.poll(() => title(page).textContent()).toBe('Account')
  }
  const toggle = dialog(page).getByRole('switch', { name: 'Smart account' })
  await openAccount()
  expect(await toggle.getAttribute('aria-checked')).toBe('true')
  expect(await dialog(page).getByTestId('account-address').getAttribute('title')).toBe(smart)
  await settled(page)
  await captureModal(page, 'account-smart-account-desktop')
  await page.setViewportSize({ width: 360, height: 740 })
  await settled(page)
  expect(await dialog(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  await captureModal(page, 'account-smart-account-phone')
  await dialog(page).getByRole('button', { name: 'Close' }).click()

  // A send from the smart account deploys it; a switch asked while it waits for approval is refused.
  const to = devstack.accounts.evm[8]?.address as Hex
  const send = (from: Hex, value: bigint) =>
    inApp(
      page,
      (a, [f, t, v]) => a.wagmi.sendTransfer({ from: f, to: t, amount: BigInt(v), network: a.evm }),
      [from, to, value.toString()] as const,
    ) as Promise<Hex>
  const before = await chain.getBalance({ address: to })
  const sending = send(smart, parseEther('0.01'))
  await dialog(page).getByTestId('approve-transaction').waitFor({ timeout: 15_000 })
  expect(
    await inApp(page, (a) =>
      a.setPreferredAccountType('eoa').then(
        () => 'switched',
        (e: Error) => e.message,
      ),
    ),
  ).toContain('A request to the embedded wallet is still pending')
  await dialog(page).getByRole('button', { name: 'Approve' }).click()
  expect((await chain.waitForTransactionReceipt({ hash: await sending })).status).toBe('success')
  expect((await chain.getBalance({ address: to })) - before).toBe(parseEther('0.01'))
  expect(await chain.getCode({ address: smart })).not.toBeUndefined()
  await expect.poll(() => inApp(page, (a) => a.evmAccount().smartAccountDeployed)).toBe(true)
  await expect.poll(() => dialog(page).count()).toBe(0)

  // The switch: the EOA everywhere (the page, the Account view, wagmi), and a send goes from it.
  await page.setViewportSize({ width: 1280, height: 800 })
  await openAccount()
  const smartBalance = await dialog(page).getByTestId('account-balance').textContent()
  await toggle.click()
  await expect.poll(() => page.getByTestId('evm-address').textContent(), { timeout: 15_000 }).toBe(eoa)
  expect(await toggle.getAttribute('aria-checked')).toBe('false')
  expect(await dialog(page).getByTestId('account-address').getAttribute('title')).toBe(eoa)
  expect(await inApp(page, (a) => [...a.wagmi.wagmiConfig.state.connections.values()][0]?.accounts)).toEqual([
    eoa,
  ])
  await expect.poll(() => dialog(page).getByTestId('account-balance').textContent()).not.toBe(smartBalance)
  expect(
    await inApp(
      page,
      (a, address) => a.wagmi.getCapabilities({ address }).catch((e: Error) => e.message),
      eoa,
    ),
  ).toEqual({})
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  const fromEoa = send(eoa, 1000n)
  await dialog(page).getByRole('button', { name: 'Approve' }).click()
  const receipt = await chain.waitForTransactionReceipt({ hash: await fromEoa })
  expect(receipt.from.toLowerCase()).toBe(eoa.toLowerCase())
  expect((await chain.getBalance({ address: to })) - before).toBe(parseEther('0.01') + 1000n)

  // And back.
  await openAccount()
  await toggle.click()
  await expect.poll(() => page.getByTestId('evm-address').textContent(), { timeout: 15_000 }).toBe(smart)
  expect(await toggle.getAttribute('aria-checked')).toBe('true')

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})

/** A new email login on the page, as far as connected. */
async function emailLogin(page: Page, name: string) {
  const email = `${name}-${Date.now()}@example.com`
  const started = inApp(page, (a, e) => a.startEmailLogin(e), email)
  expect((await fetch(await mailOf(devstack, email, 'approveUrl', 0))).status).toBe(200)
  expect(await started).toBe('verifyOtp')
  await inApp(page, (a, code) => a.submitEmailOtp(code), await mailOf(devstack, email, 'otp', 0))
  await expect.poll(() => page.getByTestId('evm-status').textContent(), { timeout: 15_000 }).toBe('connected')
}

/** The EntryPoint's record of each user operation `sender` sent. */
async function operationsOf(sender: Hex) {
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  const logs = await chain.getLogs({
    address: devstack.contracts.evm.entryPoint as Hex,
    event: parseAbiItem(
      'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
    ),
    args: { sender },
    fromBlock: 0n,
  })
  return logs.length
}

test('a batch through useSendCalls: approve + transfer of OAK in one user operation; a batch the bundler refuses sends nothing; OAK through the Send view, refused while the paymaster sponsors nothing, then sent once; a swap’s approve + swap in one user operation', async () => {
  const { context, blocked, page, errors } = await openEmbeddedApp(browser, served.url.origin, devstack, {
    pieces: 'sdk',
    api: devstack.urls.blockchainApi,
  })
  await page.setViewportSize({ width: 360, height: 740 })
  await emailLogin(page, 'batch')
  const smart = (await page.getByTestId('evm-address').textContent()) as Hex
  expect((await inApp(page, (a) => a.evmAccount())).allAccounts[0]?.type).toBe('smartAccount')

  // The smart account gets 10 OAK straight into the token's balance slot (balanceOf is slot 3):
  // no sender, so no nonce shared with other tests.
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  const oak = devstack.contracts.evm.testToken as Hex
  const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [smart, 3n]))
  await createTestClient({ mode: 'anvil', transport: http(devstack.urls.evmRpc) }).setStorageAt({
    address: oak,
    index: slot,
    value: toHex(parseEther('10'), { size: 32 }),
  })
  const read = (functionName: 'balanceOf' | 'allowance', args: readonly Hex[]) =>
    chain.readContract({ address: oak, abi: erc20Abi, functionName, args } as never) as Promise<bigint>
  const operations = () => operationsOf(smart)
  expect(await read('balanceOf', [smart])).toBe(parseEther('10'))
  const spender = privateKeyToAccount(generatePrivateKey()).address
  const to = privateKeyToAccount(generatePrivateKey()).address
  const call = (functionName: 'approve' | 'transfer', args: readonly [Hex, bigint]) => ({
    to: oak,
    data: encodeFunctionData({ abi: erc20Abi, functionName, args }),
  })
  const sendBatch = async (calls: { to: Hex; data: Hex }[], screenshot?: string) => {
    await inApp(page, (a, c) => Object.assign(a, { batch: c }), calls)
    await page.getByRole('button', { name: 'Send batch' }).click()
    await dialog(page).getByTestId('approve-transaction').waitFor({ timeout: 15_000 })
    expect(await dialog(page).locator('.oak-heading').first().textContent()).toBe('Send 2 calls')
    expect(await dialog(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    if (screenshot) await captureModal(page, screenshot)
    await dialog(page).getByRole('button', { name: 'Approve' }).click()
  }

  // A transfer of more than the account holds reverts when the bundler estimates: refused whole.
  await sendBatch([call('approve', [spender, parseEther('5')]), call('transfer', [to, parseEther('11')])])
  await expect
    .poll(() => page.getByTestId('batch-error').textContent(), { timeout: 15_000 })
    .toContain("The user operation's call reverts: ERC20: transfer amount exceeds balance")
  expect(await page.getByTestId('batch-id').textContent()).toBe('')
  expect(await operations()).toBe(0)
  expect(await read('allowance', [smart, spender])).toBe(0n)
  expect(await chain.getCode({ address: smart })).toBeUndefined()

  // Approve + transfer: one approval, one user operation, both done.
  await sendBatch(
    [call('approve', [spender, parseEther('5')]), call('transfer', [to, parseEther('2')])],
    'embedded-approve-batch-phone',
  )
  await expect.poll(() => page.getByTestId('batch-status').textContent(), { timeout: 15_000 }).toBe('success')
  expect(await page.getByTestId('batch-progress').textContent()).toBe('2/2')
  expect(await page.getByTestId('batch-receipts').textContent()).toBe('1')
  expect(await page.getByTestId('batch-error').textContent()).toBe('')
  expect(await read('balanceOf', [to])).toBe(parseEther('2'))
  expect(await read('balanceOf', [smart])).toBe(parseEther('8'))
  expect(await read('allowance', [smart, spender])).toBe(parseEther('5'))
  expect(await operations()).toBe(1)

  // 1 OAK through the Send view. The paymaster refuses first: the reason shows, nothing moves.
  const sponsor = (on: boolean) =>
    fetch(`${devstack.urls.blockchainApi}/__devstack/paymaster`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sponsor: on }),
    })
  await page.getByRole('button', { name: /0x/ }).click()
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => title(page).textContent()).toBe('Send')
  await fillSend(dialog(page), 'OAK', '1', to)
  await dialog(page).getByRole('button', { name: 'Review' }).click()
  const approveSend = async () => {
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByTestId('approve-transaction').waitFor({ timeout: 15_000 })
    await dialog(page).getByRole('button', { name: 'Approve' }).click()
  }
  expect((await sponsor(false)).status).toBe(200)
  try {
    await approveSend()
    await expect
      .poll(() => dialog(page).getByTestId('send-failure').textContent(), { timeout: 15_000 })
      .toContain("Sponsorship is off: the devstack's paymaster pays for nothing")
    expect(await dialog(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    await captureModal(page, 'embedded-send-sponsorship-refused-phone')
  } finally {
    await sponsor(true)
  }
  expect(await read('balanceOf', [to])).toBe(parseEther('2'))
  expect(await operations()).toBe(1)
  // Tried again with sponsorship back: sent, once.
  await dialog(page).getByRole('button', { name: 'Try again' }).click()
  await approveSend()
  await dialog(page).getByTestId('send-success').waitFor({ timeout: 20_000 })
  expect(await read('balanceOf', [to])).toBe(parseEther('3'))
  expect(await read('balanceOf', [smart])).toBe(parseEther('7'))
  expect(await operations()).toBe(2)

  // A swap that needs an approval: approve + swap, one approval, one user operation.
  const tusd = devstack.contracts.evm.tetherToken as Hex
  const tusdOf = () =>
    chain.readContract({ address: tusd, abi: erc20Abi, functionName: 'balanceOf', args: [smart] })
  await dialog(page).getByRole('button', { name: 'Done' }).click()
  await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click()
  await pick(dialog(page), 'You pay', 'OAK')
  await pick(dialog(page), 'You receive', 'TUSD')
  await dialog(page).getByLabel('Amount', { exact: true }).fill('2')
  await expect.poll(() => dialog(page).getByTestId('swap-submit').textContent()).toBe('Approve and swap')
  await dialog(page).getByTestId('swap-submit').click()
  await dialog(page).getByTestId('approve-transaction').waitFor({ timeout: 15_000 })
  expect(await dialog(page).locator('.oak-heading').first().textContent()).toBe('Send 2 calls')
  await dialog(page).getByRole('button', { name: 'Approve' }).click()
  await dialog(page).getByTestId('swap-success').waitFor({ timeout: 20_000 })
  expect(await read('balanceOf', [smart])).toBe(parseEther('5'))
  expect(await tusdOf()).toBeGreaterThan(0n)
  expect(await operations()).toBe(3)

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
}, 90_000)

test('a reload while a user operation waits for its block: back on the smart account, the transfer lands once, nothing sent again, the next send goes through', async () => {
  const { context, blocked, page, errors } = await openEmbeddedApp(browser, served.url.origin, devstack, {
    pieces: 'sdk',
  })
  await emailLogin(page, 'reload')
  const smart = (await page.getByTestId('evm-address').textContent()) as Hex
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  await expect.poll(() => chain.getBalance({ address: smart }), { timeout: 10_000 }).toBeGreaterThan(0n)
  const to = privateKeyToAccount(generatePrivateKey()).address
  const send = () =>
    inApp(page, (a, [f, t]) => a.wagmi.sendTransfer({ from: f, to: t, amount: 1000n, network: a.evm }), [
      smart,
      to,
    ] as const)
  const approve = async () => {
    await dialog(page).getByTestId('approve-transaction').waitFor({ timeout: 15_000 })
    await dialog(page).getByRole('button', { name: 'Approve' }).click()
  }
  const anvil = createTestClient({ mode: 'anvil', transport: http(devstack.urls.evmRpc) })
  const pending = async () => (await anvil.getTxpoolStatus()).pending
  // No blocks until the test mines one: the bundler's handleOps waits in the pool over the reload.
  await anvil.setAutomine(false)
  try {
    send().catch(() => {})
    await approve()
    await expect.poll(pending, { timeout: 15_000 }).toBe(1)
    await page.reload()
    await page.waitForFunction(() => 'app' in window)
    await expect
      .poll(() => page.getByTestId('evm-status').textContent(), { timeout: 15_000 })
      .toBe('connected')
    expect(await page.getByTestId('evm-address').textContent()).toBe(smart)
    expect(await dialog(page).count()).toBe(0)
    expect(await pending()).toBe(1)
    expect(await chain.getBalance({ address: to })).toBe(0n)
    await anvil.mine({ blocks: 1 })
  } finally {
    await anvil.setAutomine(true)
  }
  await expect.poll(() => chain.getBalance({ address: to })).toBe(1000n)
  expect(await operationsOf(smart)).toBe(1)

  // The next send uses the account as the chain has it (deployed, its next nonce).
  const next = send()
  await approve()
  expect((await chain.waitForTransactionReceipt({ hash: (await next) as Hex })).status).toBe('success')
  expect(await chain.getBalance({ address: to })).toBe(2000n)
  expect(await operationsOf(smart)).toBe(2)
  await expect.poll(() => inApp(page, (a) => a.evmAccount().smartAccountDeployed)).toBe(true)

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})
