import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SolanaRpc, startSolanaRpc } from './index.ts'
import { call, openSocket, post } from './testing.ts'

let rpc: SolanaRpc

beforeAll(async () => {
  rpc = await startSolanaRpc({ port: 0 })
})

afterAll(() => rpc.stop())

const holder = () => rpc.accounts[0]?.publicKey

describe('malformed requests get JSON-RPC errors', () => {
  test('a body that is not JSON is a parse error, with a 400', async () => {
    const { status, json } = await post(rpc.url, '{"jsonrpc": "2.0", "method": ')
    expect(status).toBe(400)
    expect(json).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
  })

  test('deeply nested JSON is a parse error with a 400, and the server keeps serving', async () => {
    for (const body of [
      '['.repeat(200_000) + ']'.repeat(200_000),
      `${'{"a":'.repeat(129)}1${'}'.repeat(129)}`,
    ]) {
      const { status, json } = await post(rpc.url, body)
      expect(status).toBe(400)
      expect(json.error).toEqual({ code: -32700, message: 'JSON nested deeper than 128 levels' })
    }
    // 128 levels is still JSON-RPC's business: an invalid request, not a refused body.
    const atLimit = await post(rpc.url, `${'['.repeat(128)}${']'.repeat(128)}`)
    expect(atLimit.status).toBe(200)
    expect((await call(rpc.url, 'getBalance', [holder()])).result.value).toBeGreaterThan(0)
  })

  test('a batch over 1000 requests (SPEC §9) is refused whole; 1000 are answered', async () => {
    const request = { jsonrpc: '2.0', id: 1, method: 'getSlot' }
    const over = await post(rpc.url, Array(1001).fill(request))
    expect(over.status).toBe(400)
    expect(over.json.error).toEqual({
      code: -32600,
      message: 'Batch of 1001 requests is over the limit of 1000',
    })
    const full = await post(rpc.url, Array(1000).fill(request))
    expect(full.status).toBe(200)
    expect(full.json).toHaveLength(1000)
    expect(full.json.every((answer: { result?: unknown }) => typeof answer.result === 'number')).toBe(true)
  })

  test('JSON that is not a request is an invalid request', async () => {
    expect((await post(rpc.url, { hello: 'world' })).json.error.code).toBe(-32600)
    expect((await post(rpc.url, 42)).json.error.code).toBe(-32600)
    expect((await post(rpc.url, [])).json.error.code).toBe(-32600)
    expect((await post(rpc.url, [])).status).toBe(400)
  })

  test('an unknown method is method-not-found, echoing the id', async () => {
    const { json } = await post(rpc.url, { jsonrpc: '2.0', id: 'abc', method: 'getEverything' })
    expect(json).toEqual({ jsonrpc: '2.0', id: 'abc', error: { code: -32601, message: 'Method not found' } })
  })

  test('bad params are invalid params, with the reason', async () => {
    const badKey = await call(rpc.url, 'getBalance', ['not-a-key'])
    expect(badKey.error.code).toBe(-32602)
    expect(badKey.error.message).toContain('invalid pubkey')
    expect((await call(rpc.url, 'getBalance', [])).error.code).toBe(-32602)
    expect((await call(rpc.url, 'getBalance', [holder(), {}, 'extra'])).error.code).toBe(-32602)
    expect((await call(rpc.url, 'getAccountInfo', [holder(), { encoding: 'hex' }])).error.code).toBe(-32602)
    expect((await call(rpc.url, 'requestAirdrop', [holder(), -5])).error.code).toBe(-32602)
    const garbage = await call(rpc.url, 'sendTransaction', [
      Buffer.from('garbage').toString('base64'),
      { encoding: 'base64' },
    ])
    expect(garbage.error.code).toBe(-32602)
    expect((await call(rpc.url, 'sendTransaction', ['0OIl'])).error.code).toBe(-32602)
  })

  test('a batch answers every entry in order, errors included', async () => {
    const { json } = await post(rpc.url, [
      { jsonrpc: '2.0', id: 1, method: 'getHealth' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
      { nonsense: true },
      { jsonrpc: '2.0', id: 4, method: 'getBalance', params: [holder()] },
    ])
    expect(json.map((entry: { id: unknown }) => entry.id)).toEqual([1, 2, null, 4])
    expect(json[0].result).toBe('ok')
    expect(json[1].error.code).toBe(-32601)
    expect(json[2].error.code).toBe(-32600)
    expect(json[3].result.value).toBe(1000 * 1e9)
  })

  test('an oversized body is refused with 413', async () => {
    const { status, json } = await post(rpc.url, 'x'.repeat(2 * 1024 * 1024))
    expect(status).toBe(413)
    expect(json.error.code).toBe(-32600)
  })

  test('garbage on the WebSocket gets an error and the socket keeps working', async () => {
    const ws = await openSocket(rpc.wsUrl)
    ws.send('}{')
    expect((await ws.next((message) => message.error?.code === -32700)).id).toBeNull()
    ws.send({ jsonrpc: '2.0', id: 7, method: 'getBalance', params: [holder()] })
    expect((await ws.next((message) => message.id === 7)).error.code).toBe(-32601)
    ws.send({ jsonrpc: '2.0', id: 8, method: 'accountSubscribe', params: ['nope'] })
    expect((await ws.next((message) => message.id === 8)).error.code).toBe(-32602)
    ws.send({ jsonrpc: '2.0', id: 9, method: 'slotSubscribe' })
    expect(typeof (await ws.next((message) => message.id === 9)).result).toBe('number')
    await ws.close()
  })

  test('after all of that the server still serves', async () => {
    expect((await call(rpc.url, 'getHealth')).result).toBe('ok')
    expect((await call(rpc.url, 'getBalance', [holder()])).result.value).toBe(1000 * 1e9)
  })
})

describe('HTTP', () => {
  test('GET /health answers ok', async () => {
    const response = await fetch(`${rpc.url}/health`)
    expect(await response.text()).toBe('ok')
  })

  test('browsers may call it from another origin', async () => {
    const response = await fetch(rpc.url, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, solana-client',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toContain('solana-client')
  })

  test('a taken port is reported rather than silently moved', async () => {
    const port = Number(new URL(rpc.url).port)
    await expect(startSolanaRpc({ port })).rejects.toThrow(`port ${port} (Solana RPC) is in use`)
    await expect(startSolanaRpc({ port: port - 1 })).rejects.toThrow(
      `port ${port} (Solana WebSocket, the Solana RPC port + 1) is in use`,
    )
  })
})
