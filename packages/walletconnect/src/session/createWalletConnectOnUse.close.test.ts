import { expect, test, vi } from 'vitest'
import type { WalletConnect } from './types'

// The stand-in closed while the session's code is still on its way (React StrictMode or HMR
// destroying the app as it starts): the import is held here, and released only after the close.
const code = vi.hoisted(() => {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  return { fetched: false, arrive, arrived, sessions: [] as string[][] }
})
vi.mock('./createWalletConnect', async () => {
  code.fetched = true
  await code.arrived
  return {
    createWalletConnect: (): Partial<WalletConnect> => {
      // Made only when something will use it: a session is what opens the relay socket.
      const calls: string[] = []
      code.sessions.push(calls)
      return {
        join: () => void calls.push('join'),
        connect: async () => void calls.push('connect'),
        restore: async () => {
          calls.push('restore')
          return true
        },
        close: async () => void calls.push('close'),
        subscribe: () => () => {},
      }
    },
  }
})

const { createWalletConnectOnUse } = await import('./createWalletConnectOnUse')

test('closed while its code loads: the waiting connect and restore reject, no session is made', async () => {
  const walletConnect = createWalletConnectOnUse({ projectId: 'p' })
  walletConnect.join('eip155', { chains: ['eip155:1'], methods: [], events: [], rpcMap: {} })
  const connecting = walletConnect.connect('eip155')
  const restoring = walletConnect.restore('eip155')
  await vi.waitFor(() => expect(code.fetched).toBe(true))
  await walletConnect.close()
  code.arrive()
  await expect(connecting).rejects.toThrow('WalletConnect is closed')
  await expect(restoring).rejects.toThrow('WalletConnect is closed')
  expect(code.sessions).toEqual([])
  // Nor later: a closed stand-in makes no session for any call.
  await expect(walletConnect.getProvider()).rejects.toThrow('WalletConnect is closed')
  await expect(walletConnect.request('eip155:1', { method: 'eth_chainId' })).rejects.toThrow(
    'WalletConnect is closed',
  )
  expect(code.sessions).toEqual([])
  expect(walletConnect.isConnected()).toBe(false)
})

test('closed after the code arrived but before the waiting call went on: that call goes no further', async () => {
  const walletConnect = createWalletConnectOnUse({ projectId: 'p' })
  await walletConnect.restore()
  const session = code.sessions.at(-1)
  const connecting = walletConnect.connect('eip155')
  const closing = walletConnect.close()
  await expect(connecting).rejects.toThrow('WalletConnect is closed')
  await closing
  expect(session).toEqual(['restore', 'close'])
})
