import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type Relay, startRelay } from './index.ts'
import { RawClient } from './testing/raw-client.ts'

// The relay protocol at the frame level, with bare sockets: routing, acknowledgements, the
// mailbox, the session fan-out methods, and what happens to garbage.

const TOPIC = 'a'.repeat(64)
const OTHER_TOPIC = 'b'.repeat(64)

let relay: Relay
const clients: RawClient[] = []

async function connect(options?: Parameters<typeof RawClient.connect>[1]): Promise<RawClient> {
  const client = await RawClient.connect(relay.url, options)
  clients.push(client)
  return client
}

/** A request/response round trip: everything the relay sent before it has arrived. */
async function settle(client: RawClient): Promise<void> {
  await client.call('irn_unsubscribe', { topic: 'f'.repeat(64), id: 'none' })
}

beforeEach(async () => {
  relay = await startRelay({ port: 0 })
})

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay.stop()
})

describe('routing', () => {
  it('pushes a publish to the other subscribers, never back to the publisher', async () => {
    const [alice, bob, carol] = [await connect(), await connect(), await connect()]
    const subscriptionId = await bob.call('irn_subscribe', { topic: TOPIC })
    expect(subscriptionId).toMatch(/^[0-9a-f]{64}$/)
    await carol.call('irn_subscribe', { topic: TOPIC })
    await alice.call('irn_subscribe', { topic: TOPIC })

    const ack = await alice.call('irn_publish', {
      topic: TOPIC,
      message: 'hello',
      ttl: 300,
      tag: 1108,
      prompt: true,
    })
    expect(ack).toBe(true)

    for (const listener of [bob, carol]) {
      const push = await listener.nextPush()
      expect(push.data).toMatchObject({ topic: TOPIC, message: 'hello', tag: 1108 })
      expect(typeof push.data.publishedAt).toBe('number')
    }
    expect((await bob.call('irn_subscribe', { topic: TOPIC })) === subscriptionId).toBe(true)
    await settle(alice)
    expect(alice.pendingPushes()).toEqual([])
    expect(relay.published()).toEqual([{ topic: TOPIC, tag: 1108, at: expect.any(Number) }])
  })

  it('stops pushing after irn_unsubscribe', async () => {
    const [alice, bob] = [await connect(), await connect()]
    const id = await bob.call('irn_subscribe', { topic: TOPIC })
    expect(await bob.call('irn_unsubscribe', { topic: TOPIC, id })).toBe(true)
    await alice.call('irn_publish', { topic: TOPIC, message: 'unheard', ttl: 300 })
    await settle(bob)
    expect(bob.pendingPushes()).toEqual([])
  })

  it('accepts the query string clients send and derives subscription ids from the auth issuer', async () => {
    const iss = 'did:key:z6MkrelayTestClient'
    const claims = Buffer.from(
      JSON.stringify({ iss, sub: 'x', aud: 'ws://127.0.0.1', iat: 1, exp: 2 }),
    ).toString('base64url')
    const client = await connect({ query: `auth=e30.${claims}.sig&ua=wc-2%2Fjs-2.25.0&projectId=anything` })
    const id = await client.call('irn_subscribe', { topic: TOPIC })
    expect(id).toBe(
      createHash('sha256')
        .update(TOPIC + iss)
        .digest('hex'),
    )
  })
})

describe('mailbox', () => {
  it('delivers a message published before anyone else subscribed, once, after the subscribe result', async () => {
    const [alice, bob, carol] = [await connect(), await connect(), await connect()]
    await alice.call('irn_subscribe', { topic: TOPIC })
    await alice.call('irn_publish', { topic: TOPIC, message: 'early', ttl: 300, tag: 1100 })

    bob.sendText(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'irn_subscribe', params: { topic: TOPIC } }))
    const first = await bob.next(() => true)
    const second = await bob.next(() => true)
    expect(first.json).toMatchObject({ id: 1, result: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(second.json).toMatchObject({
      method: 'irn_subscription',
      params: { data: { topic: TOPIC, message: 'early', tag: 1100 } },
    })

    await carol.call('irn_subscribe', { topic: TOPIC })
    await settle(carol)
    expect(carol.pendingPushes()).toEqual([])
  })

  it('does not hand a publisher its own stored message', async () => {
    const alice = await connect()
    await alice.call('irn_publish', { topic: TOPIC, message: 'mine', ttl: 300 })
    await alice.call('irn_subscribe', { topic: TOPIC })
    await settle(alice)
    expect(alice.pendingPushes()).toEqual([])

    const bob = await connect()
    await bob.call('irn_subscribe', { topic: TOPIC })
    expect((await bob.nextPush()).data.message).toBe('mine')
  })

  it('does not hand a client its own stored message on a new socket (a reloaded page)', async () => {
    const auth = (iss: string) => {
      const claims = Buffer.from(JSON.stringify({ iss, sub: 'x', aud: 'ws://127.0.0.1', iat: 1, exp: 2 }))
      return { query: `auth=e30.${claims.toString('base64url')}.sig` }
    }
    const before = await connect(auth('did:key:z6Mkdapp'))
    await before.call('irn_publish', { topic: TOPIC, message: 'proposal', ttl: 300 })
    await before.close()
    const reloaded = await connect(auth('did:key:z6Mkdapp'))
    await reloaded.call('irn_subscribe', { topic: TOPIC })
    await settle(reloaded)
    expect(reloaded.pendingPushes()).toEqual([])

    const wallet = await connect(auth('did:key:z6Mkwallet'))
    await wallet.call('irn_subscribe', { topic: TOPIC })
    expect((await wallet.nextPush()).data.message).toBe('proposal')
  })

  it('returns waiting messages from irn_batchFetchMessages', async () => {
    const [alice, bob] = [await connect(), await connect()]
    await alice.call('irn_publish', { topic: TOPIC, message: 'one', ttl: 300, tag: 1 })
    await alice.call('irn_publish', { topic: OTHER_TOPIC, message: 'two', ttl: 300 })
    const fetched = await bob.call('irn_batchFetchMessages', { topics: [TOPIC, OTHER_TOPIC] })
    expect(fetched).toEqual({
      hasMore: false,
      messages: [
        { topic: TOPIC, message: 'one', tag: 1, publishedAt: expect.any(Number) },
        { topic: OTHER_TOPIC, message: 'two', publishedAt: expect.any(Number) },
      ],
    })
    expect(await bob.call('irn_batchFetchMessages', { topics: [TOPIC] })).toEqual({
      hasMore: false,
      messages: [],
    })
  })

  it('routes again what a socket received but never acknowledged before closing', async () => {
    const alice = await connect()
    const forgetful = await connect({ autoAck: false })
    await forgetful.call('irn_subscribe', { topic: TOPIC })
    await alice.call('irn_publish', { topic: TOPIC, message: 'lost in flight', ttl: 300 })
    expect((await forgetful.nextPush()).data.message).toBe('lost in flight')
    await forgetful.close()

    const bob = await connect()
    await bob.call('irn_subscribe', { topic: TOPIC })
    expect((await bob.nextPush()).data.message).toBe('lost in flight')
  })
})

describe('batch methods', () => {
  it('subscribes and unsubscribes many topics at once', async () => {
    const [alice, bob] = [await connect(), await connect()]
    const ids = await bob.call('irn_batchSubscribe', { topics: [TOPIC, OTHER_TOPIC] })
    expect(ids).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)])

    await alice.call('irn_batchPublish', {
      messages: [
        { topic: TOPIC, message: 'x', ttl: 300 },
        { topic: OTHER_TOPIC, message: 'y', ttl: 300 },
      ],
    })
    const received = [await bob.nextPush(), await bob.nextPush()].map((push) => push.data.message)
    expect(received.sort()).toEqual(['x', 'y'])

    expect(await bob.call('irn_batchUnsubscribe', { subscriptions: [{ topic: TOPIC, id: 'x' }] })).toBe(true)
    await alice.call('irn_publish', { topic: TOPIC, message: 'after', ttl: 300 })
    await settle(bob)
    expect(bob.pendingPushes()).toEqual([])
  })
})

describe('session fan-out', () => {
  it('wc_proposeSession subscribes the dapp to the pairing topic and stores the proposal for the wallet', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    expect(
      await dapp.call('wc_proposeSession', { pairingTopic: TOPIC, sessionProposal: 'proposal', ttl: 300 }),
    ).toBe(true)
    await wallet.call('irn_subscribe', { topic: TOPIC })
    expect((await wallet.nextPush()).data).toMatchObject({ topic: TOPIC, message: 'proposal', tag: 1100 })

    await wallet.call('irn_publish', { topic: TOPIC, message: 'to the dapp', ttl: 300 })
    expect((await dapp.nextPush()).data.message).toBe('to the dapp')
  })

  it('wc_approveSession answers on the pairing topic, settles on the session topic, and subscribes the wallet there', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    await dapp.call('irn_subscribe', { topic: TOPIC })
    expect(
      await wallet.call('wc_approveSession', {
        pairingTopic: TOPIC,
        sessionTopic: OTHER_TOPIC,
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        correlationId: 1234,
      }),
    ).toBe(true)
    expect((await dapp.nextPush()).data).toMatchObject({ topic: TOPIC, message: 'response', tag: 1101 })

    await dapp.call('irn_subscribe', { topic: OTHER_TOPIC })
    expect((await dapp.nextPush()).data).toMatchObject({ topic: OTHER_TOPIC, message: 'settle', tag: 1102 })

    await dapp.call('irn_publish', { topic: OTHER_TOPIC, message: 'settled', ttl: 300, tag: 1103 })
    expect((await wallet.nextPush()).data.message).toBe('settled')
    expect(relay.published().map((record) => record.tag)).toEqual([1101, 1102, 1103])
  })
})

describe('bad input', () => {
  it('answers garbage with JSON-RPC errors and keeps serving', async () => {
    const client = await connect()
    const errorOf = async (text: string | Buffer) => {
      const reply = client.next((frame) => 'error' in frame.json)
      client.sendText(text)
      return (await reply).json
    }

    expect(await errorOf('{not json')).toMatchObject({ id: null, error: { code: -32700 } })
    expect(await errorOf(Buffer.from([0xff, 0x00, 0x7b]))).toMatchObject({
      id: null,
      error: { code: -32700 },
    })
    expect(await errorOf('[1, 2]')).toMatchObject({ id: null, error: { code: -32600 } })
    expect(await errorOf('"just a string"')).toMatchObject({ id: null, error: { code: -32600 } })
    expect(await errorOf('{"jsonrpc":"2.0","id":7,"method":42}')).toMatchObject({
      id: 7,
      error: { code: -32600 },
    })
    expect(await errorOf('{"jsonrpc":"2.0","id":8,"method":"irn_teleport","params":{}}')).toMatchObject({
      id: 8,
      error: { code: -32601 },
    })
    expect(
      await errorOf('{"jsonrpc":"2.0","id":9,"method":"irn_publish","params":{"topic":""}}'),
    ).toMatchObject({
      id: 9,
      error: { code: -32602 },
    })
    expect(await errorOf('{"jsonrpc":"2.0","id":10,"method":"irn_subscribe"}')).toMatchObject({
      id: 10,
      error: { code: -32602 },
    })
    expect(
      await errorOf(
        '{"jsonrpc":"2.0","id":11,"method":"irn_publish","params":{"topic":"t","message":"m","ttl":-1}}',
      ),
    ).toMatchObject({ id: 11, error: { code: -32602 } })

    // Still the same socket, still working.
    expect(await client.call('irn_subscribe', { topic: TOPIC })).toMatch(/^[0-9a-f]{64}$/)
    const other = await connect()
    await other.call('irn_publish', { topic: TOPIC, message: 'still here', ttl: 300 })
    expect((await client.nextPush()).data.message).toBe('still here')
  })

  it('closes only the socket that sends an oversized frame', async () => {
    const [flooder, bystander] = [await connect(), await connect()]
    await bystander.call('irn_subscribe', { topic: TOPIC })
    flooder.sendText('x'.repeat(4 * 1024 * 1024 + 1))
    expect((await flooder.closed).code).toBe(1009)
    const publisher = await connect()
    await publisher.call('irn_publish', { topic: TOPIC, message: 'unaffected', ttl: 300 })
    expect((await bystander.nextPush()).data.message).toBe('unaffected')
  })

  it('echoes request ids too large for a double exactly as they were sent', async () => {
    const client = await connect()
    const big = '1795320815467499264'
    const asNumber = client.next((frame) => frame.text.includes(big) && 'result' in frame.json)
    client.sendText(`{"jsonrpc":"2.0","id":${big},"method":"irn_subscribe","params":{"topic":"${TOPIC}"}}`)
    expect((await asNumber).text).toContain(`"id":${big},`)

    const asString = client.next((frame) => frame.text.includes(big) && 'result' in frame.json)
    client.sendText(`{"jsonrpc":"2.0","id":"${big}","method":"irn_subscribe","params":{"topic":"${TOPIC}"}}`)
    expect((await asString).text).toContain(`"id":"${big}",`)
  })
})

describe('stop', () => {
  it('closes every socket and the listener', async () => {
    const client = await connect()
    await client.call('irn_subscribe', { topic: TOPIC })
    await relay.stop()
    expect((await client.closed).code).toBe(1001)
    await expect(RawClient.connect(relay.url)).rejects.toThrow()
    relay = await startRelay({ port: 0 })
  })
})
