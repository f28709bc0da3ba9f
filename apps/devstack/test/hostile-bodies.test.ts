import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { WebSocket } from 'ws'
import { type Devstack, startDevstack } from '../src/index.ts'
import { request, withQuery } from './helpers.ts'

// Bodies the services cannot handle get a 400 on every service, and a client that hangs up
// half way is nobody's error: nothing is logged for it.

let devstack: Devstack

beforeAll(async () => {
  devstack = await startDevstack({ ports: 0 })
}, 30_000)

afterAll(() => devstack.stop())

const DEEP_ARRAY = '['.repeat(300_000) + ']'.repeat(300_000)
const DEEP_OBJECT = `${'{"a":'.repeat(129)}1${'}'.repeat(129)}`
const q = { projectId: 'p', st: 'appkit', sv: 'test' }

/** Every place a body can be posted, by service. */
function bodyTargets(): [string, string][] {
  const api = devstack.urls.blockchainApi
  return [
    ['RPC proxy (EVM)', withQuery(api, '/v1', { ...q, chainId: devstack.chains.evm.caipNetworkId })],
    ['RPC proxy (Solana)', withQuery(api, '/v1', { ...q, chainId: devstack.chains.solana?.caipNetworkId })],
    ['fungible price', withQuery(api, '/v1/fungible/price', q)],
    ['convert build-transaction', withQuery(api, '/v1/convert/build-transaction', q)],
    ['analytics', withQuery(devstack.urls.analytics, '/e', q)],
    ['Solana RPC', devstack.urls.solanaRpc as string],
  ]
}

describe('deeply nested JSON gets 400', () => {
  test.for([
    ['an array 300 000 deep', DEEP_ARRAY],
    ['an object 129 deep', DEEP_OBJECT],
  ])('%s, on every service that reads a body', async ([, body]) => {
    for (const [name, url] of bodyTargets()) {
      const answer = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(answer.status, name).toBe(400)
      expect(JSON.stringify(answer.body), name).toContain('nested deeper than 128 levels')
    }
    // The wallet directory reads no body: a POST is a wrong method there, not a crash.
    const directory = await request(withQuery(devstack.urls.walletDirectory, '/getWallets', q), {
      method: 'POST',
      body: body as string,
    })
    expect(directory.status).toBe(405)
  })

  test('the services keep answering afterwards', async () => {
    const chains = await request(withQuery(devstack.urls.blockchainApi, '/v1/supported-chains', q))
    expect(chains.status).toBe(200)
  })
})

describe('a body over 1 MiB gets 413, and the connection closes', () => {
  /** Every REST route that reads a body, and analytics (the JSON-RPC proxies have their own 413 tests). */
  const restTargets = () => {
    const api = (path: string) => withQuery(devstack.urls.blockchainApi, path, q)
    return [
      api('/v1/fungible/price'),
      api('/v1/convert/build-transaction'),
      api('/v1/profile/account'),
      api('/v1/onramp/quote'),
      api('/v1/generators/onrampurl'),
      api(`/v1/sessions/eip155:1:${devstack.accounts.evm[0]?.address}/revoke`),
      withQuery(devstack.urls.analytics, '/e', q),
      new URL('/verify', devstack.urls.siwx).href,
      new URL('/farcaster/v1/channel', devstack.urls.farcasterRelay).href,
    ]
  }

  test.for([
    ['just over the limit', 1024 * 1024 + 1],
    ['8 MiB', 8 * 1024 * 1024],
  ])('%s, on every route', async ([, size]) => {
    const body = `{"a":"${'x'.repeat(Number(size) - 8)}"}`
    for (const url of restTargets()) {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(5000),
      })
      expect(answer.status, url).toBe(413)
      expect(answer.headers.get('connection'), url).toBe('close')
      expect(await answer.json(), url).toEqual({
        status: 'FAILED',
        reasons: [{ field: 'body', description: 'Request body too large' }],
      })
    }
  })

  test('a body of exactly 1 MiB is read, and the services keep answering', async () => {
    const body = `{"a":"${'x'.repeat(1024 * 1024 - 8)}"}`
    const answer = await request(withQuery(devstack.urls.blockchainApi, '/v1/onramp/quote', q), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(answer.status).toBe(400)
    expect((await request(withQuery(devstack.urls.blockchainApi, '/v1/supported-chains', q))).status).toBe(
      200,
    )
  })
})

/** Sends the headers and half of a declared body, then drops the connection. */
function hangUpHalfWay(url: string): Promise<void> {
  return new Promise((resolve) => {
    const target = new URL(url)
    const req = httpRequest(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '10000' },
    })
    req.on('error', () => resolve())
    req.on('close', () => resolve())
    req.write('{"jsonrpc":"2.0","id":1,"method":"getSlot","params":[', () => req.destroy())
  })
}

/** Opens a WebSocket and drops the TCP connection in the middle of a frame. */
function dropMidFrame(url: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url)
    socket.once('open', () => {
      const raw = (socket as unknown as { _socket: import('node:net').Socket })._socket
      // A masked text frame header announcing 100 bytes, then 10 of them.
      raw.write(Buffer.concat([Buffer.from([0x81, 0x80 | 100, 1, 2, 3, 4]), Buffer.alloc(10)]), () =>
        raw.destroy(),
      )
    })
    socket.once('close', () => resolve())
    socket.once('error', () => resolve())
  })
}

test('a client that hangs up half way is not logged, on any service', async () => {
  const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'log')]
  try {
    const targets = [
      ...bodyTargets().map(([, url]) => url),
      withQuery(devstack.urls.walletDirectory, '/getWallets', q),
    ]
    await Promise.all(targets.map(hangUpHalfWay))
    await Promise.all([devstack.urls.relay, devstack.urls.solanaWs as string].map(dropMidFrame))
    // Every service answers a good request after the hang-ups, so each has seen its hang-up
    // (same event loop, earlier event) before this resolves; the Solana thread gets a moment more.
    expect((await request(withQuery(devstack.urls.blockchainApi, '/v1/supported-chains', q))).status).toBe(
      200,
    )
    expect((await request(withQuery(devstack.urls.analytics, '/__devstack/analytics', {}))).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 200))
    for (const spy of logged) expect(spy.mock.calls).toEqual([])
  } finally {
    for (const spy of logged) spy.mockRestore()
  }
})
