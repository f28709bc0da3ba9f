import { generateKeyPairSync, sign, verify } from 'node:crypto'
import { FrameClient, type FrameHost } from '@openappkit/auth-frame-client'
import { isUserRejection, solanaDevnet } from '@openappkit/core'
import bs58 from 'bs58'
import { expect, test } from 'vitest'
import { createSolanaAdapter } from '../createSolanaAdapter.ts'

// The embedded wallet through the Solana adapter, on a frame played in memory that signs with a
// real ed25519 key (the devstack's frame in Chromium is e2e/tests/embeddedFrame.test.ts).

const FRAME = 'http://127.0.0.1:8614'
const { privateKey, publicKey } = generateKeyPairSync('ed25519')
const address = bs58.encode(publicKey.export({ format: 'der', type: 'spki' }).subarray(12))

function playedFrame(loggedIn = true) {
  let listener: ((event: { data: unknown; origin: string; source: unknown }) => void) | undefined
  const state = { loggedIn, requests: [] as { method?: string; chainId?: unknown }[] }
  const frameWindow = {
    postMessage(message: { type: string; id: string; payload?: Record<string, unknown> }) {
      const name = message.type.replace('@w3m-app/', '')
      const reply = (outcome: string, payload?: unknown) =>
        setTimeout(() =>
          listener?.({
            data: { type: `@w3m-frame/${name}_${outcome}`, id: message.id, payload },
            origin: FRAME,
            source: frameWindow,
          }),
        )
      const payload = message.payload ?? {}
      if (name === 'RPC_REQUEST')
        state.requests.push({ method: payload.method as string, chainId: payload.chainId })
      const answers: Record<string, () => unknown> = {
        GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
        IS_CONNECTED: () => ({ isConnected: state.loggedIn }),
        GET_USER: () => ({ address, chainId: payload.chainId, email: 'sol@example.com' }),
        SIGN_OUT: () => {
          state.loggedIn = false
        },
        RPC_REQUEST: () => {
          const params = payload.params as { message: string }
          return { signature: bs58.encode(sign(null, bs58.decode(params.message), privateKey)) }
        },
      }
      try {
        reply('SUCCESS', answers[name]?.())
      } catch (e) {
        reply('ERROR', { message: (e as Error).message })
      }
    },
  }
  const host: FrameHost = {
    listen(l) {
      listener = l
      return () => {}
    },
    mount() {
      setTimeout(() => listener?.({ data: { type: '@w3m-frame/READY' }, origin: FRAME, source: frameWindow }))
      return { window: frameWindow, remove() {} }
    },
  }
  return { host, state }
}

function setup(
  approve: () => Promise<boolean>,
  stored: Record<string, string> = {},
  by: 'app' | 'core' = 'app',
) {
  const frame = playedFrame()
  const map = new Map(Object.entries(stored))
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
  const client = new FrameClient({ projectId: 'p1', frameUrl: `${FRAME}/sdk`, host: frame.host, storage })
  const adapter = createSolanaAdapter({
    networks: [solanaDevnet],
    walletStandard: false,
    storage: null,
    ...(by === 'app' ? { auth: { client, hooks: { approve } } } : {}),
  })
  // Core's embedded wallet: handed over after the adapter is made, its client made on use.
  if (by === 'core') adapter.useEmbeddedWallet?.({ client: async () => client, hooks: { approve } })
  return { adapter, frame, map }
}

test("core's embedded wallet (useEmbeddedWallet): listed as AUTH, a login and a signature go through it", async () => {
  const { adapter } = setup(async () => true, {}, 'core')
  expect(adapter.ownsEmbeddedWallet).toBe(false)
  expect(adapter.getConnectors().filter((c) => c.type === 'AUTH')).toMatchObject([
    { id: 'auth', chain: 'solana' },
  ])
  const result = await adapter.connect({ connectorId: 'auth' })
  expect(result.accounts[0]).toMatchObject({ address, namespace: 'solana' })
  expect(result.user?.email).toBe('sol@example.com')
  const signature = await adapter.signMessage({ address, message: 'one option' })
  expect(verify(null, Buffer.from('one option'), publicKey, bs58.decode(signature))).toBe(true)
})

test("with the app's own embedded wallet the adapter owns it and lists one", () => {
  const { adapter } = setup(async () => true)
  expect(adapter.ownsEmbeddedWallet).toBe(true)
  adapter.useEmbeddedWallet?.({ client: async () => Promise.reject(new Error('not this one')) })
  expect(adapter.getConnectors().filter((c) => c.type === 'AUTH')).toHaveLength(1)
})

test('listed as AUTH; connect fetches the user on the cluster; a signature needs approval and verifies', async () => {
  let approvals = 0
  const { adapter, frame } = setup(async () => {
    approvals++
    return true
  })
  expect(adapter.getConnectors().find((c) => c.id === 'auth')).toMatchObject({
    type: 'AUTH',
    name: 'Email',
    chain: 'solana',
  })
  const result = await adapter.connect({ connectorId: 'auth' })
  expect(result.accounts[0]).toMatchObject({ address, namespace: 'solana' })
  const signature = await adapter.signMessage({ address, message: 'hello solana' })
  expect(approvals).toBe(1)
  expect(verify(null, Buffer.from('hello solana'), publicKey, bs58.decode(signature))).toBe(true)
  expect(frame.state.requests).toEqual([
    { method: 'solana_signMessage', chainId: solanaDevnet.caipNetworkId },
  ])
})

test('a refusal is core UserRejectedRequestError and the frame is not asked', async () => {
  const { adapter, frame } = setup(async () => false)
  await adapter.connect({ connectorId: 'auth' })
  const error = await adapter.signMessage({ address, message: 'no' }).catch((e: unknown) => e)
  expect(isUserRejection(error)).toBe(true)
  expect(frame.state.requests).toEqual([])
})

test('restored on load while the frame holds the login; not after sign-out', async () => {
  const flag = { '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true' }
  const { adapter, map } = setup(async () => true, flag)
  const restored = await adapter.syncConnection({ connectorId: 'auth' })
  expect(restored?.accounts[0]?.address).toBe(address)
  expect(restored?.user?.email).toBe('sol@example.com')
  await adapter.disconnect({ connectorId: 'auth' })
  expect(map.has('@appkit-wallet/EMAIL_LOGIN_USED_KEY')).toBe(false)
  const fresh = setup(async () => true)
  expect(await fresh.adapter.syncConnection({ connectorId: 'auth' })).toBeNull()
})

test('bad send options are refused before ApproveTransaction opens; nothing reaches the frame', async () => {
  let approvals = 0
  const { adapter, frame } = setup(async () => {
    approvals++
    return true
  })
  await adapter.connect({ connectorId: 'auth' })
  const requestsAfterConnect = frame.state.requests.length
  for (const options of [
    { preflightCommitment: 'eventually' },
    { maxRetries: '3' },
    { skipPreflight: 'yes' },
    { unknownOption: true },
  ]) {
    const error = await adapter
      .signAndSendTransaction({ transaction: {} as never, options: options as never })
      .catch((e: unknown) => e)
    expect((error as Error).message).toMatch(/^Invalid solana_signAndSendTransaction options/)
  }
  expect(approvals).toBe(0)
  expect(frame.state.requests.length).toBe(requestsAfterConnect)
})
