import { beforeEach, expect, test, vi } from 'vitest'
import type { WalletConnect, WalletConnectEvent } from './types'

// The session's code as the stand-in finds it on load: a session that records what it is asked,
// so each test sees what was handed over and when the code was fetched at all.
const loaded = vi.hoisted(() => ({
  imports: 0,
  failNext: false,
  sessions: [] as { calls: unknown[][]; emit: (event: WalletConnectEvent) => void; connected: boolean }[],
}))
vi.mock('./createWalletConnect', () => {
  loaded.imports++
  return {
    createWalletConnect: (): WalletConnect => {
      if (loaded.failNext) {
        loaded.failNext = false
        throw new Error('chunk failed to load')
      }
      const calls: unknown[][] = []
      const listeners = new Set<(event: WalletConnectEvent) => void>()
      const record = {
        calls,
        emit: (event: WalletConnectEvent) => {
          for (const listener of listeners) listener(event)
        },
        connected: false,
      }
      loaded.sessions.push(record)
      const call =
        (name: string) =>
        (...args: unknown[]) => {
          calls.push([name, ...args])
        }
      return {
        projectId: 'p',
        connector: { id: 'walletConnect', name: 'WalletConnect', icon: '' },
        join: call('join'),
        connect: async (namespace) => {
          calls.push(['connect', namespace])
          record.connected = true
        },
        restore: async () => false,
        isConnected: () => record.connected,
        accounts: () => [{ chainId: 'eip155:1', address: '0xabc' }],
        methods: () => ['personal_sign'],
        request: async () => 'answer' as never,
        setDefaultChain: call('setDefaultChain'),
        leave: async (namespace) => void calls.push(['leave', namespace]),
        peerWallet: () => undefined,
        getProvider: async () => ({}) as never,
        subscribe: (listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
        close: async () => void calls.push(['close']),
      }
    },
  }
})

const { createWalletConnectOnUse } = await import('./createWalletConnectOnUse')
const config = { chains: ['eip155:1'], methods: ['personal_sign'], events: [], rpcMap: {} }

beforeEach(() => {
  loaded.sessions.length = 0
})

test('a projectId is required, at once', () => {
  for (const projectId of ['', '  ', undefined, 42])
    expect(() => createWalletConnectOnUse({ projectId: projectId as string })).toThrow(
      'Invalid WalletConnect options',
    )
})

test('nothing is fetched until a connect; then what was joined and subscribed goes over, in order', async () => {
  const walletConnect = createWalletConnectOnUse({ projectId: 'p' })
  const events: WalletConnectEvent[] = []
  walletConnect.subscribe((event) => events.push(event))
  walletConnect.join('eip155', config)
  walletConnect.join('solana', { ...config, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })
  walletConnect.setDefaultChain('eip155:1')
  await walletConnect.leave('eip155')
  expect(walletConnect.isConnected()).toBe(false)
  expect(walletConnect.accounts('eip155')).toEqual([])
  expect(walletConnect.peerWallet()).toBeUndefined()
  expect(walletConnect.connector.id).toBe('walletConnect')
  expect(loaded.imports).toBe(0)

  // Two connects at once (a wallet on both namespaces): one load, one session.
  await Promise.all([walletConnect.connect('eip155'), walletConnect.connect('solana')])
  expect(loaded.sessions).toHaveLength(1)
  const [session] = loaded.sessions
  expect(session?.calls).toEqual([
    ['join', 'eip155', config],
    ['join', 'solana', expect.objectContaining({ chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })],
    ['connect', 'eip155'],
    ['connect', 'solana'],
  ])
  expect(walletConnect.isConnected()).toBe(true)
  expect(walletConnect.accounts('eip155')).toEqual([{ chainId: 'eip155:1', address: '0xabc' }])
  session?.emit({ type: 'chainChanged', namespace: 'eip155', chainId: 'eip155:10' })
  expect(events).toEqual([{ type: 'chainChanged', namespace: 'eip155', chainId: 'eip155:10' }])

  // Once here, every call goes straight to the session.
  walletConnect.join('bip122', config)
  walletConnect.setDefaultChain('eip155:10')
  await walletConnect.leave('eip155')
  await walletConnect.close()
  expect(session?.calls.slice(4)).toEqual([
    ['join', 'bip122', config],
    ['setDefaultChain', 'eip155:10'],
    ['leave', 'eip155'],
    ['close'],
  ])
})

test('a load that fails rejects that call only: the next one loads again', async () => {
  const walletConnect = createWalletConnectOnUse({ projectId: 'p' })
  walletConnect.join('eip155', config)
  loaded.failNext = true
  await expect(walletConnect.restore('eip155')).rejects.toThrow('chunk failed to load')
  expect(walletConnect.isConnected()).toBe(false)
  await expect(walletConnect.request('eip155:1', { method: 'eth_chainId' })).resolves.toBe('answer')
  expect(loaded.sessions).toHaveLength(1)
  expect(loaded.sessions[0]?.calls).toEqual([['join', 'eip155', config]])
})
