import { BaseError } from '@openappkit/core'
import { walletConnectConnectorId, walletConnectIcon } from '../wallet/walletConnectIcon'
import type { CreateWalletConnectParameters, WalletConnect, WalletConnectEvent } from './types'

/**
 * `createWalletConnect` as apps and adapters call it: a small synchronous stand-in that loads the
 * session's code (`createWalletConnect.ts`) with `import()` on first use. `createWagmiAdapter`
 * makes the session while the app starts, and the session's code was 8 KB minified of every
 * WalletConnect app's first chunks (react/src/modal/README.md, "Size"), though nothing runs it
 * before a connect or a stored session's restore.
 *
 * Until that code is here no session can be up, so what reads the session answers as the loaded
 * one would before its provider is: not connected, no accounts. What changes it (`join`, the
 * listeners) is kept and handed over on load; everything else loads first and goes through.
 * `close` while the code loads (React StrictMode or HMR destroying the app as it starts) is
 * final: the calls waiting on the load reject, and no session is made, so none opens a socket.
 */
export function createWalletConnectOnUse(parameters: CreateWalletConnectParameters): WalletConnect {
  if (typeof parameters.projectId !== 'string' || parameters.projectId.trim() === '') {
    throw new BaseError('Invalid WalletConnect options', { details: 'A projectId is required' })
  }
  const joined: Parameters<WalletConnect['join']>[] = []
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  let session: WalletConnect | undefined
  let loading: Promise<WalletConnect> | undefined
  let closed = false
  const refuseClosed = () => {
    if (closed) throw new BaseError('WalletConnect is closed')
  }

  const load = (): Promise<WalletConnect> => {
    if (session) return Promise.resolve(session)
    loading ??= import('./createWalletConnect')
      .then(({ createWalletConnect }) => {
        refuseClosed()
        const loaded = createWalletConnect(parameters)
        for (const args of joined.splice(0)) loaded.join(...args)
        loaded.subscribe((event) => {
          for (const listener of [...listeners]) listener(event)
        })
        session = loaded
        return loaded
      })
      .catch((error: unknown) => {
        // A chunk that could not be fetched (offline) must not stick: the next use tries again.
        loading = undefined
        throw error
      })
    return loading
  }
  // Closed while a call waited on the load: it goes no further.
  const use = async (): Promise<WalletConnect> => {
    refuseClosed()
    const loaded = await load()
    refuseClosed()
    return loaded
  }

  return {
    projectId: parameters.projectId,
    connector: { id: walletConnectConnectorId, name: 'WalletConnect', icon: walletConnectIcon },
    join(namespace, config) {
      if (session) session.join(namespace, config)
      else joined.push([namespace, config])
    },
    connect: async (namespace) => (await use()).connect(namespace),
    restore: async (namespace) => (await use()).restore(namespace),
    isConnected: () => session?.isConnected() ?? false,
    accounts: (namespace) => session?.accounts(namespace) ?? [],
    methods: (namespace) => session?.methods(namespace) ?? [],
    request: async (chainId, request) => (await use()).request(chainId, request),
    setDefaultChain(chainId) {
      session?.setDefaultChain(chainId)
    },
    // Nothing holds a session that was never loaded: nothing to leave.
    leave: async (namespace) => session?.leave(namespace),
    peerWallet: () => session?.peerWallet(),
    getProvider: async () => (await use()).getProvider(),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      closed = true
      listeners.clear()
      await session?.close()
    },
  }
}
