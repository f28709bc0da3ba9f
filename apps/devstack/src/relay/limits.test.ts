import { afterEach, describe, expect, it } from 'vitest'
import { type Relay, type RelayOptions, startRelay } from './index.ts'
import { RawClient } from './testing/raw-client.ts'

// What the relay refuses: browsers from origins off its allowlist, publishes that would overflow
// the mailbox, and frames nested too deeply to handle. Each refusal leaves the relay serving.

const TOPIC = 'a'.repeat(64)
const OTHER_TOPIC = 'b'.repeat(64)

let relay: Relay | undefined
const clients: RawClient[] = []

async function start(options: RelayOptions = {}): Promise<Relay> {
  relay = await startRelay({ port: 0, ...options })
  return relay
}

async function connect(url: string, options?: Parameters<typeof RawClient.connect>[1]): Promise<RawClient> {
  const client = await RawClient.connect(url, options)
  clients.push(client)
  return client
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay?.stop()
  relay = undefined
})

describe('origin allowlist', () => {
  it('lets in loopback browsers and Node clients (no Origin) by default, and refuses a foreign origin with 403', async () => {
    const { url } = await start()
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:3000', 'https://localhost', undefined]) {
      const client = await connect(url, origin === undefined ? {} : { origin })
      expect(await client.call('irn_subscribe', { topic: TOPIC }), String(origin)).toMatch(/^[0-9a-f]{64}$/)
    }
    for (const origin of [
      'https://evil.example',
      'http://localhost.evil.example',
      'http://localhost:5173@evil.example',
      'null',
      'file://',
    ]) {
      await expect(connect(url, { origin }), origin).rejects.toThrow('Unexpected server response: 403')
    }
    // The refusals changed nothing for the clients already in.
    const [first] = clients
    expect(await first?.call('irn_subscribe', { topic: OTHER_TOPIC })).toMatch(/^[0-9a-f]{64}$/)
  })

  it('takes its own list of patterns, which replaces the default', async () => {
    const { url } = await start({ allowedOrigins: ['https://app.example.com', 'https://*.preview.example'] })
    await expect(connect(url, { origin: 'https://app.example.com' })).resolves.toBeDefined()
    await expect(connect(url, { origin: 'https://pr-1.preview.example' })).resolves.toBeDefined()
    await expect(connect(url, { origin: 'http://localhost:5173' })).rejects.toThrow('403')
    await expect(connect(url, { origin: 'https://app.example.com.evil.io' })).rejects.toThrow('403')
    await expect(connect(url)).resolves.toBeDefined()
  })

  it('refuses a pattern that could match nothing, naming it, before taking a port', async () => {
    await expect(
      startRelay({ port: 0, allowedOrigins: ['https://ok.example', 'app.example.com/path'] }),
    ).rejects.toThrow('not an origin pattern: "app.example.com/path"')
  })
})

describe('mailbox quota', () => {
  const publish = (client: RawClient, topic: string, message: string) =>
    client.request('irn_publish', { topic, message, ttl: 300, tag: 1108 })
  const MAILBOX_FULL = {
    code: -32000,
    message: 'Request handler error: Mailbox limit exceeded',
    data: 'MailboxLimitExceeded',
  }

  it('answers a publish over the per-topic message count with the hosted relay error; other topics still take messages', async () => {
    const { url } = await start({ mailbox: { maxMessagesPerTopic: 3 } })
    const flooder = await connect(url)
    for (const n of [1, 2, 3]) expect(await publish(flooder, TOPIC, `m${n}`)).toMatchObject({ result: true })
    expect((await publish(flooder, TOPIC, 'm4')).error).toEqual(MAILBOX_FULL)
    expect(await publish(flooder, OTHER_TOPIC, 'elsewhere')).toMatchObject({ result: true })

    // The reader gets exactly what was accepted; then the topic has room again.
    const reader = await connect(url)
    const fetched = (await reader.call('irn_batchFetchMessages', { topics: [TOPIC] })) as {
      messages: { message: string }[]
    }
    expect(fetched.messages.map((m) => m.message)).toEqual(['m1', 'm2', 'm3'])
    expect(await publish(flooder, TOPIC, 'm5')).toMatchObject({ result: true })
    expect(relay?.published().map((p) => p.topic)).toEqual([TOPIC, TOPIC, TOPIC, OTHER_TOPIC, TOPIC])
  })

  it('bounds the bytes per topic and in all', async () => {
    const { url } = await start({ mailbox: { maxBytesPerTopic: 1000, maxBytes: 1500 } })
    const flooder = await connect(url)
    expect(await publish(flooder, TOPIC, 'x'.repeat(600))).toMatchObject({ result: true })
    expect((await publish(flooder, TOPIC, 'y'.repeat(600))).error).toEqual(MAILBOX_FULL)
    expect(await publish(flooder, OTHER_TOPIC, 'y'.repeat(600))).toMatchObject({ result: true })
    expect((await publish(flooder, 'c'.repeat(64), 'z'.repeat(600))).error).toEqual(MAILBOX_FULL)
  })

  it('never refuses a message that a listener takes at once', async () => {
    const { url } = await start({ mailbox: { maxMessagesPerTopic: 1 } })
    const [sender, listener] = [await connect(url), await connect(url)]
    await listener.call('irn_subscribe', { topic: TOPIC })
    for (let n = 0; n < 5; n++)
      expect(await publish(sender, TOPIC, `live${n}`)).toMatchObject({ result: true })
    for (let n = 0; n < 5; n++) expect((await listener.nextPush()).data.message).toBe(`live${n}`)
  })

  it('refuses limits that are not positive integers before taking a port', async () => {
    await expect(startRelay({ port: 0, mailbox: { maxMessagesPerTopic: 0 } })).rejects.toThrow(
      'mailbox.maxMessagesPerTopic must be a positive integer',
    )
    await expect(startRelay({ port: 0, mailbox: { maxBytes: Number.NaN } })).rejects.toThrow(
      'mailbox.maxBytes',
    )
  })
})

describe('bodies it cannot handle', () => {
  it('answers a deeply nested frame with a parse error and keeps the socket', async () => {
    const { url } = await start()
    const client = await connect(url)
    for (const text of [
      '['.repeat(300_000) + ']'.repeat(300_000),
      `{"jsonrpc":"2.0","id":1,"method":"irn_subscribe","params":${'['.repeat(200)}${']'.repeat(200)}}`,
    ]) {
      client.sendText(text)
      const answer = await client.next((frame) => frame.json.id === null)
      expect(answer.json.error).toEqual({ code: -32700, message: 'Parse error' })
    }
    expect(await client.call('irn_subscribe', { topic: TOPIC })).toMatch(/^[0-9a-f]{64}$/)
  })
})
