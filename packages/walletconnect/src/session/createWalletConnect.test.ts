import type { BaseError } from '@openappkit/core'
import { beforeEach, expect, test, vi } from 'vitest'
import type { WalletConnectEvent } from './types.ts'

// @walletconnect/universal-provider played here: each test sees when its code was fetched, how
// many providers started (a start is what opens the relay socket) and what was asked of them.
type Listener = (payload: unknown) => void
const wc = vi.hoisted(() => ({
  fetches: 0,
  starts: 0,
  /** Set to hold the provider's code on its way until `arrive()`. */
  held: undefined as Promise<void> | undefined,
  /** Set to hold a provider's start until `arrive()`. */
  heldStart: undefined as Promise<void> | undefined,
  failStarts: 0,
  providers: [] as {
    listeners: Map<string, Listener>
    pairings: unknown[]
    requests: unknown[][]
    socketClosed: boolean
  }[],
}))

async function fakeUniversalProvider() {
  wc.fetches++
  await wc.held
  const accounts = ['eip155:1:0x000000000000000000000000000000000000dEaD']
  return {
    UniversalProvider: {
      async init() {
        wc.starts++
        if (wc.failStarts > 0) {
          wc.failStarts--
          throw new Error('relay unreachable')
        }
        const listeners = new Map<string, Listener>()
        await wc.heldStart
        const record = {
          listeners,
          pairings: [] as unknown[],
          requests: [] as unknown[][],
          socketClosed: false,
        }
        wc.providers.push(record)
        const provider = {
          session: undefined as unknown,
          on: (event: string, listener: Listener) => void listeners.set(event, listener),
          removeListener: (event: string) => void listeners.delete(event),
          async connect({ optionalNamespaces }: { optionalNamespaces: unknown }) {
            record.pairings.push(optionalNamespaces)
            provider.session = {
              topic: 't',
              namespaces: { eip155: { accounts, methods: ['personal_sign'] } },
            }
          },
          async request(request: unknown, chainId: string) {
            record.requests.push([request, chainId])
            return 'answer'
          },
          setDefaultChain() {},
          async disconnect() {
            provider.session = undefined
          },
          client: {
            on() {},
            off() {},
            core: {
              crypto: { getClientId: async () => 'not a did:key' },
              heartbeat: { stop() {} },
              relayer: {
                async transportClose() {
                  record.socketClosed = true
                },
              },
            },
          },
        }
        return provider
      },
    },
  }
}

const config = { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'], rpcMap: {} }

// Fresh modules each test: the provider's code is fetched anew, as on a fresh page.
async function load() {
  const { createWalletConnect } = await import('./createWalletConnect.ts')
  return createWalletConnect
}

beforeEach(() => {
  vi.resetModules()
  vi.doMock('@walletconnect/universal-provider', fakeUniversalProvider)
  wc.fetches = 0
  wc.starts = 0
  wc.held = undefined
  wc.heldStart = undefined
  wc.failStarts = 0
  wc.providers.length = 0
})

test('a projectId is required', async () => {
  const createWalletConnect = await load()
  for (const projectId of ['', '  ', undefined, 42])
    expect(() => createWalletConnect({ projectId: projectId as string })).toThrow(
      'Invalid WalletConnect options',
    )
})

test('nothing is fetched or started before a connect; what joined and subscribed before is used after', async () => {
  const createWalletConnect = await load()
  const walletConnect = createWalletConnect({ projectId: 'p' })
  const events: WalletConnectEvent[] = []
  walletConnect.subscribe((event) => events.push(event))
  walletConnect.join('eip155', config)
  walletConnect.join('solana', { ...config, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })
  walletConnect.setDefaultChain('eip155:1')
  await walletConnect.leave('eip155')
  expect(walletConnect.isConnected()).toBe(false)
  expect(walletConnect.accounts('eip155')).toEqual([])
  expect(walletConnect.methods('eip155')).toEqual([])
  expect(walletConnect.peerWallet()).toBeUndefined()
  expect(walletConnect.connector).toEqual({
    id: 'walletConnect',
    name: 'WalletConnect',
    icon: expect.stringMatching(/^data:image\/svg\+xml,/),
  })
  expect(wc.fetches).toBe(0)
  expect(wc.providers).toHaveLength(0)

  // Two connects at once (a wallet on both namespaces): one provider, one pairing.
  const connects = [walletConnect.connect('eip155'), walletConnect.connect('solana')]
  await connects[0]
  await expect(connects[1]).rejects.toMatchObject({ name: 'NamespaceNotApprovedError' })
  expect(wc.providers).toHaveLength(1)
  const [provider] = wc.providers
  expect(provider?.pairings).toEqual([
    {
      eip155: expect.objectContaining({ chains: ['eip155:1'] }),
      solana: expect.objectContaining({ chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
    },
  ])
  expect(walletConnect.isConnected()).toBe(true)
  expect(walletConnect.accounts('eip155')).toEqual([
    { chainId: 'eip155:1', address: '0x000000000000000000000000000000000000dEaD' },
  ])
  provider?.listeners.get('session_event')?.({
    params: { chainId: 'eip155:1', event: { name: 'chainChanged', data: 10 } },
  })
  expect(events).toContainEqual({ type: 'chainChanged', namespace: 'eip155', chainId: 'eip155:10' })
  await walletConnect.close()
  expect(provider?.socketClosed).toBe(true)
})

test('a start that fails rejects that call only: the next one starts again', async () => {
  const createWalletConnect = await load()
  const walletConnect = createWalletConnect({ projectId: 'p' })
  walletConnect.join('eip155', config)
  wc.failStarts = 1
  await expect(walletConnect.restore('eip155')).rejects.toThrow('relay unreachable')
  expect(walletConnect.isConnected()).toBe(false)
  await walletConnect.connect('eip155')
  await expect(walletConnect.request('eip155:1', { method: 'eth_chainId' })).resolves.toBe('answer')
  expect(wc.providers).toHaveLength(1)
  await walletConnect.close()
})

test('WalletConnect on without its package installed: each use names the package, nothing changes', async () => {
  // What Node answers for a bare import it cannot resolve (Vite's stub and browsers name it too).
  vi.doMock('@walletconnect/universal-provider', () => {
    throw Object.assign(
      new Error("Cannot find package '@walletconnect/universal-provider' imported from /app/node_modules"),
      { code: 'ERR_MODULE_NOT_FOUND' },
    )
  })
  const createWalletConnect = await load()
  const events: WalletConnectEvent[] = []
  const walletConnect = createWalletConnect({ projectId: 'p' })
  walletConnect.join('eip155', config)
  walletConnect.subscribe((event) => events.push(event))
  for (const use of [() => walletConnect.connect('eip155'), () => walletConnect.restore('eip155')]) {
    const error = await use().catch((e: unknown) => e)
    // Its own class (the modal offers no retry for it); compared by name, as modules were reset.
    expect(error).toMatchObject({
      name: 'PackageNotInstalledError',
      packageName: '@walletconnect/universal-provider',
    })
    expect((error as BaseError).shortMessage).toBe(
      'WalletConnect is on, but @walletconnect/universal-provider is not installed',
    )
    expect((error as BaseError).details).toBe(
      'Install it (npm install @walletconnect/universal-provider), or turn WalletConnect off: walletConnect: false',
    )
  }
  expect(walletConnect.isConnected()).toBe(false)
  expect(walletConnect.accounts('eip155')).toEqual([])
  expect(events).toEqual([])
})

test('a provider chunk that could not be fetched stays a load error, fetched again on next use', async () => {
  let fail = true
  vi.doMock('@walletconnect/universal-provider', () => {
    if (fail)
      throw new TypeError('Failed to fetch dynamically imported module: https://app.example/assets/up-1.js')
    return fakeUniversalProvider()
  })
  const createWalletConnect = await load()
  const walletConnect = createWalletConnect({ projectId: 'p' })
  walletConnect.join('eip155', config)
  await expect(walletConnect.connect('eip155')).rejects.toThrow('Could not load WalletConnect')
  fail = false
  await walletConnect.connect('eip155')
  expect(walletConnect.isConnected()).toBe(true)
  await walletConnect.close()
})

test('closed while the provider code loads: the waiting calls reject and no provider starts', async () => {
  let arrive = () => {}
  wc.held = new Promise<void>((resolve) => {
    arrive = resolve
  })
  const createWalletConnect = await load()
  const walletConnect = createWalletConnect({ projectId: 'p' })
  walletConnect.join('eip155', config)
  const connecting = walletConnect.connect('eip155')
  const restoring = walletConnect.restore('eip155')
  await vi.waitFor(() => expect(wc.fetches).toBe(1))
  await walletConnect.close()
  arrive()
  await expect(connecting).rejects.toThrow('WalletConnect is closed')
  await expect(restoring).rejects.toThrow('WalletConnect is closed')
  // Nor later: a closed session starts no provider for any call.
  await expect(walletConnect.getProvider()).rejects.toThrow('WalletConnect is closed')
  await expect(walletConnect.request('eip155:1', { method: 'eth_chainId' })).rejects.toThrow(
    'WalletConnect is closed',
  )
  expect(wc.starts).toBe(0)
  expect(walletConnect.isConnected()).toBe(false)
})

test('closed after the provider started but before a waiting call went on: that call goes no further', async () => {
  const createWalletConnect = await load()
  const walletConnect = createWalletConnect({ projectId: 'p' })
  walletConnect.join('eip155', config)
  await walletConnect.restore()
  const connecting = walletConnect.connect('eip155')
  const closing = walletConnect.close()
  await expect(connecting).rejects.toThrow('WalletConnect is closed')
  await closing
  expect(wc.providers[0]?.pairings).toEqual([])
  expect(wc.providers[0]?.socketClosed).toBe(true)
})

test('closed while the provider starts: its socket closes at once and the waiting call rejects', async () => {
  let arrive = () => {}
  wc.heldStart = new Promise<void>((resolve) => {
    arrive = resolve
  })
  const createWalletConnect = await load()
  const walletConnect = createWalletConnect({ projectId: 'p' })
  const restoring = walletConnect.restore()
  await vi.waitFor(() => expect(wc.starts).toBe(1))
  await walletConnect.close()
  arrive()
  await expect(restoring).rejects.toThrow('WalletConnect is closed')
  expect(wc.providers).toHaveLength(1)
  expect(wc.providers[0]?.socketClosed).toBe(true)
  expect(wc.providers[0]?.listeners.size).toBe(0)
})
