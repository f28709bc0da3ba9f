import { createPublicKey, verify } from 'node:crypto'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FrameClient, FrameEip1193Provider } from '@openappkit/auth-frame-client'
import { decodeBase58, encodeBase58 } from '@openappkit/devstack'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther, toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, expect, inject, test } from 'vitest'
import { launchBrowser } from '../src/browser'
import { blockNonLoopback } from '../src/network'
import { servePage } from '../src/pageServer'

// The secure-frame protocol in Chromium, end to end: a page with the frame client
// (e2e/pages/embeddedFrame) on one origin, the devstack's frame on its own, the keys in the
// frame's storage, codes and approval links read from the dev mailbox, signatures checked here
// and transactions on anvil and litesvm.

const pageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../pages/embeddedFrame')
let devstack: DevstackInfo
let served: Awaited<ReturnType<typeof servePage>>
let browser: Browser
let pageUrl: URL
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  devstack = inject('devstack')
  served = await servePage(pageRoot)
  pageUrl = served.url
  browser = await launchBrowser()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})
afterAll(async () => {
  await browser?.close()
  await served?.stop()
})

type PageWindow = { frameClient: FrameClient; frameProvider: FrameEip1193Provider; timeouts: string[] }

async function openPage(origin = pageUrl.origin): Promise<Page> {
  const context = await browser.newContext()
  const blocked = await blockNonLoopback(context)
  cleanups.push(async () => {
    await context.close()
    expect(blocked, 'requests that would have left the machine').toEqual([])
  })
  const page = await context.newPage()
  await page.goto(
    `${origin}/?${new URLSearchParams({ frame: devstack.urls.frame, projectId: 'e2e', chainId: String(devstack.chains.evm.chainId) })}`,
  )
  return page
}

/** The newest mail to `email` that has `field`, waiting for it to arrive. */
async function mail(email: string, field: 'otp' | 'approveUrl', after = 0): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(`${devstack.urls.mailbox}?email=${encodeURIComponent(email)}`)
        const { messages } = (await response.json()) as {
          messages: { id: number; otp?: string; approveUrl?: string }[]
        }
        found = messages.filter((m) => m.id > after && m[field]).at(-1)?.[field]
        return found
      },
      { timeout: 10_000 },
    )
    .toBeDefined()
  return found as string
}

async function lastMailId(email: string): Promise<number> {
  const response = await fetch(`${devstack.urls.mailbox}?email=${encodeURIComponent(email)}`)
  const { messages } = (await response.json()) as { messages: { id: number }[] }
  return messages.at(-1)?.id ?? 0
}

/** Email login as a user does it: the device link from the first mail, then the code from the next. */
async function logIn(page: Page, email: string) {
  const before = await lastMailId(email)
  const { action } = await page.evaluate(
    (e) => (window as unknown as PageWindow).frameClient.connectEmail({ email: e }),
    email,
  )
  if (action === 'VERIFY_DEVICE') {
    const device = page.evaluate(() => (window as unknown as PageWindow).frameClient.connectDevice())
    const approve = await fetch(await mail(email, 'approveUrl', before))
    expect(approve.status).toBe(200)
    await device
  } else expect(action).toBe('VERIFY_OTP')
  const otp = await mail(email, 'otp', before)
  await page.evaluate((code) => (window as unknown as PageWindow).frameClient.connectOtp({ otp: code }), otp)
  return page.evaluate(() => (window as unknown as PageWindow).frameClient.connect())
}

/** Runs `fn` in the page on its frame client (`fn` travels as source: it may use only its arguments). */
function call<T, A = undefined>(
  page: Page,
  fn: (client: FrameClient, arg: A) => Promise<T> | T,
  arg?: A,
): Promise<T> {
  return page.evaluate(
    ([source, a]) =>
      new Function('client', 'arg', `return (${source})(client, arg)`)(
        (window as unknown as PageWindow).frameClient,
        a,
      ),
    [fn.toString(), arg] as const,
  ) as Promise<T>
}

test('email login with device approval and code, EVM signing and sending, chain switch, reload, sign-out', async () => {
  const page = await openPage()
  const email = 'ada@example.com'
  const user = await logIn(page, email)
  expect(user.email).toBe(email)
  expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(user.chainId).toBe(devstack.chains.evm.chainId)
  expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY'))).toBe('true')
  // The key is not in the app's storage: only the login flags are.
  const appStorage = await page.evaluate(() => JSON.stringify({ ...localStorage }))
  expect(appStorage).not.toMatch(/0x[0-9a-f]{64}/i)

  const message = 'Hello from the embedded wallet'
  const signature = await call(page, (c, args) => c.request({ method: 'personal_sign', params: args }), [
    toHex(message),
    user.address,
  ])
  expect(await verifyMessage({ address: user.address as Hex, message, signature: signature as Hex })).toBe(
    true,
  )

  const to = devstack.accounts.evm[5]?.address as Hex
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  const before = await chain.getBalance({ address: to })
  const hash = (await page.evaluate(
    ([target, value]) =>
      (window as unknown as PageWindow).frameClient.request({
        method: 'eth_sendTransaction',
        params: [{ to: target, value }],
      }),
    [to, toHex(parseEther('0.5'))] as const,
  )) as Hex
  const receipt = await chain.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(user.address.toLowerCase())
  expect((await chain.getBalance({ address: to })) - before).toBe(parseEther('0.5'))

  // Switch to Solana and back through the frame.
  const solanaChain = devstack.chains.solana?.caipNetworkId as string
  expect(await call(page, (c) => c.switchNetwork(999_999).catch((e: Error) => e.message))).toBe(
    'Chain 999999 is not supported by the embedded wallet',
  )
  await page.evaluate((id) => (window as unknown as PageWindow).frameClient.switchNetwork(id), solanaChain)
  expect(await call(page, (c) => c.getChainId())).toBe(solanaChain)
  await page.evaluate(
    (id) => (window as unknown as PageWindow).frameClient.switchNetwork(id),
    devstack.chains.evm.chainId,
  )
  expect(await call(page, (c) => c.getChainId())).toBe(devstack.chains.evm.chainId)

  // Reload: the frame starts at once (the login flag) and the login holds without a code.
  await page.reload()
  expect(await call(page, (c) => Promise.resolve(c.state))).toBe('created')
  expect(await call(page, (c) => c.isConnected())).toBe(true)
  const again = await call(page, (c) => c.connect())
  expect(again.address).toBe(user.address)

  await call(page, (c) => c.disconnect())
  expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY'))).toBeNull()
  expect(
    await call(page, (c) =>
      c.getUser().then(
        () => 'logged in',
        (e: Error) => e.message,
      ),
    ),
  ).toBe('Not logged in')
  expect(await page.evaluate(() => (window as unknown as PageWindow).timeouts)).toEqual([])
})

test('smart account: SET_PREFERRED_ACCOUNT switches the address the frame reports, signs and sends with', async () => {
  const page = await openPage()
  const user = await logIn(page, 'grace.smart@example.com')
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  const eoa = user.address as Hex
  const smart = user.accounts?.find((a) => a.type === 'smartAccount')?.address as Hex
  expect(user.accounts).toEqual([
    { address: eoa, type: 'eoa' },
    { address: smart, type: 'smartAccount' },
  ])
  expect(user.preferredAccountType).toBe('eoa')
  expect(await call(page, (c) => c.getSmartAccountEnabledNetworks())).toEqual([devstack.chains.evm.chainId])
  expect(await call(page, (c) => c.initSmartAccount())).toEqual({ address: smart, isDeployed: false })
  const send = (target: Hex, value: bigint) =>
    call(page, (c, [to, v]) => c.request({ method: 'eth_sendTransaction', params: [{ to, value: v }] }), [
      target,
      toHex(value),
    ] as const) as Promise<Hex>
  // The EOA funds its smart account (a plain transfer to the counterfactual address).
  await chain.waitForTransactionReceipt({ hash: await send(smart, parseEther('1')) })

  expect(await call(page, (c) => c.setPreferredAccount('smartAccount'))).toEqual({
    type: 'smartAccount',
    address: smart,
  })
  const asSmart = await call(page, (c) => c.getUser())
  expect([asSmart.address, asSmart.preferredAccountType, asSmart.smartAccountDeployed]).toEqual([
    smart,
    'smartAccount',
    false,
  ])
  const message = 'Signed by the smart account'
  const sign = (address: Hex) =>
    call(page, (c, params) => c.request({ method: 'personal_sign', params }), [
      toHex(message),
      address,
    ]) as Promise<Hex>
  // Before deployment the signature is ERC-6492-wrapped; viem checks it on chain.
  expect(await chain.verifyMessage({ address: smart, message, signature: await sign(smart) })).toBe(true)

  // The first user operation deploys the account; the paymaster pays the gas.
  const to = devstack.accounts.evm[6]?.address as Hex
  const before = await chain.getBalance({ address: to })
  const smartBefore = await chain.getBalance({ address: smart })
  const receipt = await chain.waitForTransactionReceipt({ hash: await send(to, parseEther('0.25')) })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(devstack.contracts.evm.entryPoint.toLowerCase())
  expect((await chain.getBalance({ address: to })) - before).toBe(parseEther('0.25'))
  // The paymaster paid the gas: the account spent exactly what it sent.
  expect(await chain.getBalance({ address: smart })).toBe(smartBefore - parseEther('0.25'))
  expect((await call(page, (c) => c.getUser())).smartAccountDeployed).toBe(true)
  expect(await chain.verifyMessage({ address: smart, message, signature: await sign(smart) })).toBe(true)
  const typed = {
    domain: { name: 'Devstack', chainId: devstack.chains.evm.chainId },
    types: { Note: [{ name: 'text', type: 'string' }] },
    primaryType: 'Note',
    message: { text: 'hello' },
  } as const
  const typedSignature = (await call(
    page,
    (c, params) => c.request({ method: 'eth_signTypedData_v4', params }),
    [smart, JSON.stringify(typed)],
  )) as Hex
  expect(await chain.verifyTypedData({ address: smart, ...typed, signature: typedSignature })).toBe(true)
  // A batch is one user operation: one transaction moves both amounts.
  const other = devstack.accounts.evm[7]?.address as Hex
  const [toBefore, otherBefore] = [
    await chain.getBalance({ address: to }),
    await chain.getBalance({ address: other }),
  ]
  const { id } = (await call(
    page,
    (c, calls) => c.request({ method: 'wallet_sendCalls', params: [{ calls }] }),
    [
      { to, value: toHex(1000n) },
      { to: other, value: toHex(2000n) },
    ],
  )) as { id: Hex }
  // Its id is the user operation's: wallet_getCallsStatus reads that operation's receipt.
  const status = (await call(
    page,
    (c, batch) => c.request({ method: 'wallet_getCallsStatus', params: [batch] }),
    id,
  )) as {
    status: number
    atomic: boolean
    receipts: { status: string; transactionHash: Hex }[]
  }
  expect([status.status, status.atomic, status.receipts.length, status.receipts[0]?.status]).toEqual([
    200,
    true,
    1,
    '0x1',
  ])
  expect(
    (await chain.getTransactionReceipt({ hash: status.receipts[0]?.transactionHash as Hex })).status,
  ).toBe('success')
  const capabilities = (c: FrameClient, address: string) =>
    c.request({ method: 'wallet_getCapabilities', params: [address] })
  expect(await call(page, capabilities, smart)).toEqual({
    [toHex(devstack.chains.evm.chainId)]: { atomic: { status: 'supported' } },
  })
  await expect(
    call(page, (c) => c.request({ method: 'wallet_getCallsStatus', params: [`0x${'ab'.repeat(32)}`] })),
  ).rejects.toThrow(`Unknown bundle id: 0x${'ab'.repeat(32)}`)
  expect((await chain.getBalance({ address: to })) - toBefore).toBe(1000n)
  expect((await chain.getBalance({ address: other })) - otherBefore).toBe(2000n)

  // Back to the EOA: it reports, signs and sends again.
  expect(await call(page, (c) => c.setPreferredAccount('eoa'))).toEqual({ type: 'eoa', address: eoa })
  expect((await call(page, (c) => c.getUser())).address).toBe(eoa)
  expect(await call(page, capabilities, eoa)).toEqual({})
  expect(await verifyMessage({ address: eoa, message, signature: await sign(eoa) })).toBe(true)
  const fromEoa = await chain.waitForTransactionReceipt({ hash: await send(to, 1n) })
  expect(fromEoa.from.toLowerCase()).toBe(eoa.toLowerCase())
})

test('RPC_ABORT: the frame stops an unsafe request the client aborted and answers it as aborted; reads go on', async () => {
  const page = await openPage()
  const user = await logIn(page, 'abort@example.com')
  const to = devstack.accounts.evm[7]?.address as Hex
  const chain = createPublicClient({ transport: http(devstack.urls.evmRpc) })
  const balance = await chain.getBalance({ address: to })
  const nonce = await chain.getTransactionCount({ address: user.address as Hex })
  const outcome = await call(
    page,
    async (c, target) => {
      const send = c
        .request({ method: 'eth_sendTransaction', params: [{ to: target, value: '0x2386f26fc10000' }] })
        .then(
          () => 'sent',
          (e: Error) => e.message,
        )
      const read = c.request({ method: 'eth_blockNumber', params: [] }).then(
        (n) => typeof n,
        (e: Error) => e.message,
      )
      // Once the client has posted both to the frame (a microtask after the call), abort: the
      // frame holds the send, so only the frame can stop it.
      await Promise.resolve()
      await Promise.resolve()
      const posted = c.logs.entries().filter((entry) => entry.message === 'request').length
      c.rejectRpcRequests()
      return { send: await send, read: await read, posted }
    },
    to,
  )
  expect(outcome).toEqual({ send: 'Request was aborted', read: 'string', posted: expect.any(Number) })
  // Both requests had reached the frame before the abort: the answer is the frame's.
  const requests = await call(page, (c) =>
    c.logs
      .entries()
      .filter((entry) => entry.message === 'request')
      .map((entry) => (entry.data as { name: string }).name),
  )
  expect(requests.slice(-3)).toEqual(['RPC_REQUEST', 'RPC_REQUEST', 'RPC_ABORT'])
  expect(await chain.getBalance({ address: to })).toBe(balance)
  expect(await chain.getTransactionCount({ address: user.address as Hex })).toBe(nonce)
  // The abort stopped that request only: the next one is signed and sent.
  const hash = (await call(
    page,
    (c, target) =>
      c.request({ method: 'eth_sendTransaction', params: [{ to: target, value: '0x2386f26fc10000' }] }),
    to,
  )) as Hex
  expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect((await chain.getBalance({ address: to })) - balance).toBe(parseEther('0.01'))
})

test('methods without params (eth_syncing) go to the frame with params [] and are answered; the frame refuses a request without them', async () => {
  const page = await openPage()
  await logIn(page, 'syncing@example.com')
  const answers = await page.evaluate(() =>
    Promise.all(
      ['eth_syncing', 'net_version', 'eth_blockNumber'].map((method) =>
        (window as unknown as PageWindow).frameProvider.request({ method }),
      ),
    ),
  )
  expect(answers).toEqual([
    false,
    String(devstack.chains.evm.chainId),
    expect.stringMatching(/^0x[0-9a-f]+$/),
  ])
  // Past the client, straight to the frame, as the hosted frame's schema has it: refused.
  const refused = await page.evaluate(
    (frameOrigin) =>
      new Promise((resolve) => {
        addEventListener('message', (event) => {
          if (event.data?.id === 'no-params') resolve(event.data)
        })
        document
          .querySelector('iframe')
          ?.contentWindow?.postMessage(
            { type: '@w3m-app/RPC_REQUEST', id: 'no-params', payload: { method: 'eth_syncing' } },
            frameOrigin,
          )
      }),
    new URL(devstack.urls.frame).origin,
  )
  expect(refused).toEqual({
    type: '@w3m-frame/RPC_REQUEST_ERROR',
    id: 'no-params',
    payload: { message: 'params is required: an array or an object ([] for a method without params)' },
  })
})

test('a Solana signature from the embedded wallet verifies; a wrong code is refused', async () => {
  const page = await openPage()
  const email = 'sol@example.com'
  const before = await lastMailId(email)
  await call(page, (c) => c.connectEmail({ email: 'sol@example.com' }))
  const device = call(page, (c) => c.connectDevice())
  await fetch(await mail(email, 'approveUrl', before))
  await device
  const otp = await mail(email, 'otp', before)
  const wrong = otp === '000000' ? '111111' : '000000'
  expect(
    await page.evaluate(
      (code) =>
        (window as unknown as PageWindow).frameClient
          .connectOtp({ otp: code })
          .catch((e: Error) => e.message),
      wrong,
    ),
  ).toBe('Invalid code')
  await page.evaluate((code) => (window as unknown as PageWindow).frameClient.connectOtp({ otp: code }), otp)
  const solanaChain = devstack.chains.solana?.caipNetworkId as string
  const user = await page.evaluate(
    (id) => (window as unknown as PageWindow).frameClient.connect({ chainId: id }),
    solanaChain,
  )
  expect(user.chainId).toBe(solanaChain)
  const message = new TextEncoder().encode('Solana from the frame')
  const { signature } = (await page.evaluate(
    ([bytes, pubkey]) =>
      (window as unknown as PageWindow).frameClient.request({
        method: 'solana_signMessage',
        params: { message: bytes, pubkey },
        chainNamespace: 'solana',
      }),
    [encodeBase58(message), user.address] as const,
  )) as { signature: string }
  const publicKey = createPublicKey({
    key: Buffer.concat([
      Buffer.from('302a300506032b6570032100', 'hex'),
      Buffer.from(decodeBase58(user.address) as Uint8Array),
    ]),
    format: 'der',
    type: 'spki',
  })
  expect(verify(null, message, publicKey, Buffer.from(decodeBase58(signature) as Uint8Array))).toBe(true)
})

test('a page on a second origin cannot drive the frame or use the login', async () => {
  const page = await openPage()
  const user = await logIn(page, 'grace@example.com')
  // The app opens a page of another origin; that page holds the app's window and so the frame's.
  const second = `http://localhost:${pageUrl.port}`
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate((url) => {
      window.open(url, 'second')
    }, `${second}/?frame=none`),
  ])
  await popup.waitForLoadState()
  const answers = await popup.evaluate(async (address) => {
    const frame = window.opener.frames[0] as Window
    const heard: unknown[] = []
    window.addEventListener('message', (event) => heard.push(event.data))
    for (const type of [
      '@w3m-app/IS_CONNECTED',
      '@w3m-app/GET_USER',
      '@w3m-app/RPC_REQUEST',
      '@w3m-app/SIGN_OUT',
    ])
      frame.postMessage(
        { type, id: `evil-${type}`, payload: { method: 'personal_sign', params: ['0x68', address] } },
        '*',
      )
    await new Promise((r) => setTimeout(r, 1500))
    return heard
  }, user.address)
  expect(answers).toEqual([])

  // Embedding the frame itself, the other origin has a session of its own: none.
  const other = await openPage(second)
  const attempt = await call(other, (c) => {
    c.createFrame()
    return c.getUser().then(
      () => 'logged in',
      (e: Error) => e.message,
    )
  })
  expect(attempt).toBe('Not logged in')
  // The app's own login is untouched: the SIGN_OUT from the other page was not obeyed.
  expect(await call(page, (c) => c.isConnected())).toBe(true)
})
