import { afterEach, expect, test, vi } from 'vitest'
import { frameRequestNames } from '../src/constants.ts'
import { FrameClient } from '../src/frameClient.ts'
import { FRAME_ORIGIN, FRAME_URL, fakeFrame, memoryStorage, track } from './fakeFrame.ts'

// ≥10,000 generated messages at a client with requests waiting: malformed, mistyped, wrong id,
// replayed and from a foreign origin or window. None may settle a request, change the client's
// state or storage, or throw out of the message listener. Seeded, so a failure reproduces.

afterEach(() => {
  vi.useRealTimers()
})

function prng(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SIGNATURE = `0x${'cd'.repeat(65)}`
const ADDRESS = '0x2222222222222222222222222222222222222222'

test('10,000 hostile messages: none accepted, no state change, nothing thrown', async () => {
  vi.useFakeTimers()
  const frame = fakeFrame()
  const storage = memoryStorage({
    '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true',
    '@appkit-wallet/EMAIL': 'a@b.co',
  })
  const timeouts: string[] = []
  const client = new FrameClient({
    projectId: 'p1',
    frameUrl: FRAME_URL,
    host: frame.host,
    storage,
    onTimeout: (r) => timeouts.push(r),
  })
  frame.ready()
  await vi.advanceTimersByTimeAsync(500)

  // One request answered first, so its answer can be replayed.
  const answered = track(client.getChainId())
  await vi.advanceTimersByTimeAsync(0)
  const replayable = {
    type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
    id: frame.last('GET_CHAIN_ID').id,
    payload: { chainId: 5 },
  }
  frame.deliver(replayable)
  await vi.advanceTimersByTimeAsync(0)
  expect(answered.value).toBe(5)

  // The requests kept waiting through the fuzz.
  const waiting = [
    {
      name: 'RPC_REQUEST',
      promise: track(client.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })),
    },
    { name: 'IS_CONNECTED', promise: track(client.isConnected()) },
    { name: 'SWITCH_NETWORK', promise: track(client.switchNetwork(10)) },
    { name: 'GET_USER', promise: track(client.getUser({ chainId: 10 })) },
  ]
  await vi.advanceTimersByTimeAsync(0)
  frame.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { smartAccountEnabledNetworks: [] })
  await vi.advanceTimersByTimeAsync(0)
  const ids = Object.fromEntries(waiting.map((w) => [w.name, frame.last(w.name).id]))
  const validAnswers: Record<string, unknown> = {
    RPC_REQUEST: SIGNATURE,
    IS_CONNECTED: { isConnected: true },
    SWITCH_NETWORK: { chainId: 10 },
    GET_USER: { address: ADDRESS, chainId: 10, email: 'a@b.co' },
  }

  const before = {
    state: client.state,
    pending: client.pendingCount,
    storage: JSON.stringify([...storage.map]),
  }
  const random = prng(17)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const names = [...frameRequestNames, 'READY', 'SESSION_UPDATE', 'NOPE']
  const junkValue = (depth = 0): unknown => {
    switch (Math.floor(random() * (depth > 3 ? 6 : 9))) {
      case 0:
        return null
      case 1:
        return random() * 1e6 - 5e5
      case 2:
        return pick(['', 'x', SIGNATURE.slice(0, 20), '0x', '__proto__', 'constructor', '🦊'.repeat(50)])
      case 3:
        return random() < 0.5
      case 4:
        return undefined
      case 5:
        return 'z'.repeat(Math.floor(random() * 5000))
      case 6:
        return Array.from({ length: Math.floor(random() * 4) }, () => junkValue(depth + 1))
      case 7:
        return Object.fromEntries(
          Array.from({ length: Math.floor(random() * 4) }, () => [
            pick(['type', 'id', 'payload', 'chainId', 'message', 'isConnected', '__proto__']),
            junkValue(depth + 1),
          ]),
        )
      default:
        // biome-ignore lint/suspicious/noThenProperty: a hostile thenable is one of the inputs
        return { then: () => {}, toString: () => 'x' }
    }
  }
  const hostileGetter = () =>
    new Proxy(
      {},
      {
        get() {
          throw new Error('boom')
        },
        has() {
          throw new Error('boom')
        },
        ownKeys() {
          throw new Error('boom')
        },
        getPrototypeOf() {
          throw new Error('boom')
        },
      },
    )
  const targetName = () => pick(waiting).name
  const foreignOrigins = [
    'http://127.0.0.1:8615',
    'http://localhost:8614',
    `${FRAME_ORIGIN}/`,
    `${FRAME_ORIGIN} `,
    'HTTP://127.0.0.1:8614',
    'https://127.0.0.1:8614',
    'null',
    '',
    'http://127.0.0.1:8614.evil.example',
    'http://evil.example#http://127.0.0.1:8614',
  ]

  const kinds: Record<string, number> = {}
  const count = 12_000
  for (let i = 0; i < count; i++) {
    const kind = pick([
      'malformed',
      'mistyped',
      'wrongId',
      'replayed',
      'foreignOrigin',
      'foreignWindow',
    ] as const)
    kinds[kind] = (kinds[kind] ?? 0) + 1
    let data: unknown
    let from: { origin?: string; source?: unknown } = {}
    const name = targetName()
    switch (kind) {
      case 'malformed':
        data = random() < 0.1 ? hostileGetter() : junkValue()
        break
      case 'mistyped': {
        // Our id, but the wrong answer type, a type of the wrong shape, or the right type with a bad payload.
        const variant = Math.floor(random() * 4)
        const id = ids[name]
        if (variant === 0)
          data = {
            type: `@w3m-frame/${pick(names.filter((n) => n !== name))}_SUCCESS`,
            id,
            payload: validAnswers[name],
          }
        else if (variant === 1)
          data = {
            type: pick([42, null, ['@w3m-frame/'], `@w3m-app/${name}_SUCCESS`, `${name}_SUCCESS`]),
            id,
            payload: validAnswers[name],
          }
        else if (variant === 2) data = { type: `@w3m-frame/${name}_SUCCESS`, id, payload: junkValue() }
        else
          data = {
            type: `@w3m-frame/${name}_ERROR`,
            id,
            payload: pick([{ message: 42 }, 'oops', [1], { message: 'x'.repeat(5000) }]),
          }
        break
      }
      case 'wrongId':
        data = {
          type: `@w3m-frame/${name}_${pick(['SUCCESS', 'ERROR'])}`,
          id: pick([crypto.randomUUID(), '', `${ids[name]} `, ids[name]?.toUpperCase(), 7, null, undefined]),
          payload: pick([validAnswers[name], { message: 'fail' }]),
        }
        break
      case 'replayed':
        data =
          random() < 0.5 ? replayable : { ...replayable, payload: { chainId: Math.floor(random() * 100) } }
        break
      case 'foreignOrigin':
        data = { type: `@w3m-frame/${name}_SUCCESS`, id: ids[name], payload: validAnswers[name] }
        from = { origin: pick(foreignOrigins) }
        break
      case 'foreignWindow':
        data = { type: `@w3m-frame/${name}_SUCCESS`, id: ids[name], payload: validAnswers[name] }
        from = { source: pick([null, undefined, {}, globalThis, { postMessage() {} }]) }
        break
    }
    expect(() => frame.deliver(data, from)).not.toThrow()
    if (i % 1000 === 0) await vi.advanceTimersByTimeAsync(0)
  }
  await vi.advanceTimersByTimeAsync(0)

  expect(Object.values(kinds).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(10_000)
  expect(Math.min(...Object.values(kinds))).toBeGreaterThan(1000)
  for (const w of waiting)
    expect({ name: w.name, settled: w.promise.settled }).toEqual({ name: w.name, settled: false })
  expect({
    state: client.state,
    pending: client.pendingCount,
    storage: JSON.stringify([...storage.map]),
  }).toEqual(before)
  expect(timeouts).toEqual([])
  // Only requests of ours went to the frame: the fuzz made it send nothing.
  expect(frame.posted.every((p) => p.targetOrigin === FRAME_ORIGIN)).toBe(true)

  // The client still works: the real answers settle every request.
  for (const w of waiting)
    frame.deliver({ type: `@w3m-frame/${w.name}_SUCCESS`, id: ids[w.name], payload: validAnswers[w.name] })
  await vi.advanceTimersByTimeAsync(0)
  expect(waiting.map((w) => w.promise.settled)).toEqual([true, true, true, true])
  expect(waiting[0]?.promise.value).toBe(SIGNATURE)
  expect(client.pendingCount).toBe(0)
})
