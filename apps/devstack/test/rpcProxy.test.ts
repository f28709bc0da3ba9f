import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Devstack, startDevstack } from '../src/index.ts'
import { PUBLIC_EVM_METHODS } from '../src/services/rpcProxy.ts'
import { request, withQuery } from './helpers.ts'

// The chain RPC proxy (POST /v1?chainId=) against garbage, oversized and unfriendly bodies: each
// gets a JSON-RPC error (never a crash, never anvil's cheat codes or its unlocked accounts), and
// the proxy goes on answering good requests.

let devstack: Devstack
let evmProxy: string
let solanaProxy: string

beforeAll(async () => {
  devstack = await startDevstack({ ports: 0 })
  const q = { projectId: 'p', st: 'appkit', sv: 'test' }
  evmProxy = withQuery(devstack.urls.blockchainApi, '/v1', {
    ...q,
    chainId: devstack.chains.evm.caipNetworkId,
  })
  solanaProxy = withQuery(devstack.urls.blockchainApi, '/v1', {
    ...q,
    chainId: devstack.chains.solana?.caipNetworkId,
  })
}, 30_000)

afterAll(() => devstack.stop())

const post = (url: string, body: string) =>
  request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
const rpc = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})
/** Asks anvil itself, past the proxy. */
const anvil = async (method: string, params: unknown[] = []) =>
  ((await post(devstack.urls.evmRpc, JSON.stringify(rpc(method, params)))).body as { result: unknown }).result

describe('bodies that are no JSON-RPC get a JSON-RPC error', () => {
  test.for([
    ['not JSON', '{"jsonrpc":"2.0",', 400, -32700, 'Parse error'],
    ['empty', '', 400, -32700, 'A JSON body is required'],
    ['nested 200 deep', `${'['.repeat(200)}${']'.repeat(200)}`, 400, -32700, 'nested deeper than 128 levels'],
    ['an empty batch', '[]', 400, -32600, 'Invalid request: an empty batch'],
    [
      'over 1 MiB',
      JSON.stringify(rpc('eth_call', ['x'.repeat(1024 * 1024)])),
      413,
      -32600,
      'Request body too large',
    ],
  ] as const)('%s: %i with %i', async ([, body, status, code, message]) => {
    for (const url of [evmProxy, solanaProxy]) {
      const answer = await post(url, body)
      expect(answer.status).toBe(status)
      expect(answer.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code } })
      expect((answer.body as { error: { message: string } }).error.message).toContain(message)
    }
  })

  test('a request that is no request: -32600 with its id where it had one; the good one beside it is answered', async () => {
    const batch = [
      42,
      null,
      'eth_chainId',
      {},
      { jsonrpc: '2.0', id: 7, method: 5 },
      rpc('eth_chainId', [], 'good'),
    ]
    const answer = await post(evmProxy, JSON.stringify(batch))
    expect(answer.status).toBe(200)
    const answers = answer.body as { id: unknown; result?: unknown; error?: { code: number } }[]
    expect(answers).toHaveLength(6)
    expect(answers.filter((a) => a.error?.code === -32600).map((a) => a.id)).toEqual([
      null,
      null,
      null,
      null,
      7,
    ])
    expect(answers.find((a) => a.id === 'good')).toMatchObject({ result: '0x7a69' })
    const single = await post(evmProxy, '"eth_chainId"')
    expect(single).toMatchObject({ status: 200, body: { id: null, error: { code: -32600 } } })
  })
})

describe('batch length', () => {
  test('1000 requests are answered, 1001 are refused whole (SPEC §9), on both chains', async () => {
    const batch = (n: number, method: string) =>
      JSON.stringify(Array.from({ length: n }, (_, i) => rpc(method, [], i)))
    const full = await post(evmProxy, batch(1000, 'eth_chainId'))
    expect(full.status).toBe(200)
    const answers = full.body as { id: number; result: string }[]
    expect(answers.map((a) => a.id).sort((a, b) => a - b)).toEqual([...Array(1000).keys()])
    expect(new Set(answers.map((a) => a.result))).toEqual(new Set(['0x7a69']))
    for (const [url, method] of [
      [evmProxy, 'eth_chainId'],
      [solanaProxy, 'getSlot'],
    ] as const) {
      const over = await post(url, batch(1001, method))
      expect(over.status).toBe(400)
      expect(over.body).toMatchObject({
        id: null,
        error: { code: -32600, message: 'Batch of 1001 requests is over the limit of 1000' },
      })
    }
  })
})

describe('EVM: only what a keyless public node offers', () => {
  test("anvil's cheat codes are not reachable: the balance stays as it was", async () => {
    const address = devstack.accounts.evm[5]?.address as string
    const before = await anvil('eth_getBalance', [address, 'latest'])
    for (const [method, params] of [
      ['anvil_setBalance', [address, '0xffffffffffffffffffff']],
      ['hardhat_setBalance', [address, '0xffffffffffffffffffff']],
      ['evm_mine', []],
      ['anvil_impersonateAccount', [address]],
      ['debug_traceTransaction', ['0x00']],
    ] as const) {
      const answer = await post(evmProxy, JSON.stringify(rpc(method, [...params])))
      expect(answer).toMatchObject({
        status: 200,
        body: { id: 1, error: { code: -32601, message: `The method ${method} is not available` } },
      })
    }
    expect(await anvil('eth_getBalance', [address, 'latest'])).toBe(before)
  })

  test("the node's unlocked accounts sign nothing, and it lists none", async () => {
    const from = devstack.accounts.evm[6]?.address as string
    const to = devstack.accounts.evm[7]?.address as string
    const nonce = await anvil('eth_getTransactionCount', [from, 'latest'])
    const received = await anvil('eth_getBalance', [to, 'latest'])
    const tx = { from, to, value: '0x1' }
    // Each of these moves funds on anvil 1.7 with no signature from the sender's key.
    const sends = [
      rpc('eth_sendTransaction', [tx], 1),
      rpc('eth_sendTransactionSync', [tx], 4),
      rpc('eth_sendUnsignedTransaction', [tx], 5),
    ]
    const sign = rpc('eth_sign', [from, '0xdeadbeef'], 2)
    const answer = await post(evmProxy, JSON.stringify([...sends, sign, rpc('eth_accounts', [], 3)]))
    const answers = answer.body as { id: number; result?: unknown; error?: { code: number } }[]
    for (const id of [1, 2, 4, 5]) expect(answers.find((a) => a.id === id)?.error?.code).toBe(-32601)
    expect(answers.find((a) => a.id === 3)?.result).toEqual([])
    // Alone as well as in a batch.
    for (const method of ['eth_sendTransactionSync', 'eth_sendUnsignedTransaction']) {
      const single = await post(evmProxy, JSON.stringify(rpc(method, [tx])))
      expect(single.body).toMatchObject({
        error: { code: -32601, message: `The method ${method} is not available` },
      })
    }
    expect(await anvil('eth_getTransactionCount', [from, 'latest'])).toBe(nonce)
    expect(await anvil('eth_getBalance', [to, 'latest'])).toBe(received)
    // Anvil itself would have: the proxy is what stood in the way.
    expect(((await anvil('eth_accounts')) as string[]).length).toBeGreaterThan(0)
  })

  test('every method on the allowlist reaches the chain (what the SDK, viem and the wallets read)', async () => {
    const batch = [...PUBLIC_EVM_METHODS].map((method, id) => rpc(method, [], id))
    const answers = (await post(evmProxy, JSON.stringify(batch))).body as {
      id: number
      error?: { message: string }
    }[]
    expect(answers).toHaveLength(batch.length)
    // anvil's own answer (a result, or its complaint about the empty params), never the proxy's refusal.
    const refused = answers.filter((a) => a.error?.message.endsWith('is not available'))
    expect(refused).toEqual([])
    expect(PUBLIC_EVM_METHODS).toContain('eth_sendRawTransaction')
  })

  test('reads still go through, alone or in a batch beside refused ones', async () => {
    const answer = await post(
      evmProxy,
      JSON.stringify([
        rpc('eth_blockNumber', [], 'n'),
        rpc('anvil_mine', [], 'm'),
        rpc('net_version', [], 'v'),
      ]),
    )
    const answers = answer.body as { id: string; result?: string; error?: { code: number } }[]
    expect(answers.find((a) => a.id === 'n')?.result).toMatch(/^0x[0-9a-f]+$/)
    expect(answers.find((a) => a.id === 'v')?.result).toBe('31337')
    expect(answers.find((a) => a.id === 'm')?.error?.code).toBe(-32601)
  })
})
