import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { type Anvil, startAnvil } from '../src/evm/anvil.ts'
import { devstackChain, evmTestAccounts } from '../src/evm/deploy.ts'
import { callsStatus } from '../src/frame/browser/callsStatus.ts'
import { evmRequest } from '../src/frame/browser/evm.ts'

// The embedded wallet's EOA and EIP-5792: the frame's own request handlers (they run in the frame
// page; here in Node against anvil). Its smart account's batches run in Chromium
// (e2e/tests/embeddedSend.test.ts).
let anvil: Anvil
let chain: PublicClient
const to = privateKeyToAccount(generatePrivateKey()).address
beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: 0 })
  chain = createPublicClient({ chain: devstackChain(anvil.url), transport: http(anvil.url) }) as PublicClient
})
afterAll(async () => {
  await anvil?.stop()
})

async function login() {
  const key = generatePrivateKey()
  const address = privateKeyToAccount(key).address
  const funder = createWalletClient({
    chain: devstackChain(anvil.url),
    transport: http(anvil.url),
    account: privateKeyToAccount(evmTestAccounts(1)[0]?.privateKey ?? '0x'),
  })
  await chain.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: address, value: parseEther('1') }),
  })
  const request = (method: string, params: unknown[]) => evmRequest(key, 31337, anvil.url, method, params)
  const status = (id: unknown) =>
    callsStatus(id, [address], { chainId: 31337, rpcUrl: anvil.url, bundlerUrl: undefined })
  return { address, request, status }
}

test("the EOA's wallet_sendCalls id is one wallet_getCallsStatus looks up: each call's receipt, not atomic", async () => {
  const { request, status } = await login()
  const before = await chain.getBalance({ address: to })
  const { id } = (await request('wallet_sendCalls', [
    {
      calls: [
        { to, value: toHex(1000n) },
        { to, value: toHex(2000n) },
      ],
    },
  ])) as { id: Hex }
  // The id comes back once the calls are sent; the status is final once both are mined.
  type Answer = { status: number; atomic: boolean; receipts: { transactionHash: Hex; status: Hex }[] }
  const answer = await vi.waitFor(
    async () => {
      const current = (await status(id)) as Answer
      expect(current.status).toBe(200)
      return current
    },
    { timeout: 10_000, interval: 100 },
  )
  expect(await chain.getBalance({ address: to })).toBe(before + 3000n)
  expect(answer).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', status: 200, atomic: false })
  expect(answer.receipts.map((r) => r.status)).toEqual(['0x1', '0x1'])
  // The receipts are the two transfers, in order.
  const values = await Promise.all(
    answer.receipts.map((r) => chain.getTransaction({ hash: r.transactionHash })),
  )
  expect(values.map((tx) => tx.value)).toEqual([1000n, 2000n])
})

test('an id this login did not send, a malformed one and an empty batch are refused, nothing sent', async () => {
  const mine = await login()
  const other = await login()
  const { id } = (await other.request('wallet_sendCalls', [{ calls: [{ to, value: '0x1' }] }])) as { id: Hex }
  await expect(mine.status(id)).rejects.toThrow(`Unknown bundle id: ${id}`)
  await expect(mine.status(`0x${'ab'.repeat(32)}`)).rejects.toThrow('Unknown bundle id')
  await expect(mine.status('0x1234')).rejects.toThrow('Unknown bundle id: 0x1234')
  await expect(mine.status({ id })).rejects.toThrow('Unknown bundle id')
  const nonce = await chain.getTransactionCount({ address: mine.address })
  await expect(mine.request('wallet_sendCalls', [{ calls: [] }])).rejects.toThrow(
    'wallet_sendCalls needs at least one call',
  )
  expect(await chain.getTransactionCount({ address: mine.address })).toBe(nonce)
})
