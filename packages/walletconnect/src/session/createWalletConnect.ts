import { BaseError, NamespaceNotApprovedError, UserRejectedRequestError } from '@openappkit/core'
import { createWalletConnectAdapter } from '../adapter/createWalletConnectAdapter.ts'
import { sessionPeerWallet } from '../wallet/sessionPeerWallet.ts'
import { walletConnectConnectorId, walletConnectIcon } from '../wallet/walletConnectIcon.ts'
import { loadProvider, mendStorage, type Provider, readClientId, universalProvider } from './loadProvider.ts'
import {
  addressesOf,
  changedAccounts,
  changedChain,
  sessionAccounts,
  sessionMethods,
} from './sessionAccounts.ts'
import type {
  CreateWalletConnectParameters,
  WalletConnect,
  WalletConnectEvent,
  WalletConnectNamespace,
} from './types.ts'

type SessionEvent = {
  topic?: unknown
  params?: { chainId?: unknown; event?: { name?: unknown; data?: unknown } }
}

/**
 * The app's one WalletConnect session, shared by its namespace adapters: created by the app, or
 * by the first adapter from its options, and handed to each adapter. Nothing is fetched and no
 * socket is opened until a connect, a restore, a request or `getProvider` needs the provider;
 * until then it reads as not connected, and what joins or subscribes meanwhile is used once it
 * is up. `close` is final: a call waiting on the provider rejects, and none starts one after.
 */
export function createWalletConnect(parameters: CreateWalletConnectParameters): WalletConnect {
  if (typeof parameters.projectId !== 'string' || parameters.projectId.trim() === '') {
    throw new BaseError('Invalid WalletConnect options', { details: 'A projectId is required' })
  }
  const namespaces = new Map<string, WalletConnectNamespace>()
  const holders = new Set<string>()
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  let providerPromise: Promise<Provider> | undefined
  let loaded: Provider | undefined
  let pairing: Promise<void> | undefined
  let stopListening: (() => void) | undefined
  // React StrictMode or HMR can destroy the app while its session starts: nothing may outlive that.
  let closed = false
  const refuseClosed = () => {
    if (closed) throw new BaseError('WalletConnect is closed')
  }

  const emit = (event: WalletConnectEvent) => {
    if (event.type === 'displayUri') parameters.onDisplayUri?.(event.uri)
    if (event.type === 'clientId') parameters.onClientId?.(event.clientId)
    for (const listener of [...listeners]) listener(event)
  }

  const ended = () => {
    holders.clear()
    emit({ type: 'disconnect' })
  }

  const listen = (provider: Provider) => {
    stopListening?.()
    const handlers = {
      display_uri: (uri: unknown) => {
        if (typeof uri === 'string') emit({ type: 'displayUri', uri })
      },
      // Sent by the wallet over the relay: read defensively, checked again by each adapter.
      session_event: ({ params }: SessionEvent) => {
        const name = params?.event?.name
        const namespace = typeof params?.chainId === 'string' ? params.chainId.split(':')[0] : undefined
        if (!namespace || !namespaces.has(namespace)) return
        if (name === 'chainChanged') {
          const chainId = changedChain(params?.chainId, params?.event?.data)
          if (chainId) emit({ type: 'chainChanged', namespace, chainId })
        } else if (name === 'accountsChanged') {
          const accounts = changedAccounts(namespace, params?.event?.data)
          if (accounts) emit({ type: 'accountsChanged', namespace, accounts })
        }
      },
      session_update: () => {
        for (const namespace of namespaces.keys()) {
          emit({
            type: 'accountsChanged',
            namespace,
            accounts: addressesOf(sessionAccounts(loaded?.session, namespace)),
          })
        }
      },
      session_delete: ended,
    }
    // The provider does not watch expiry itself: its session would stay set after the client dropped it.
    const onExpire = ({ topic }: { topic?: unknown }) => {
      if (!provider.session || topic !== provider.session.topic) return
      provider.session = undefined
      ended()
    }
    for (const [event, handler] of Object.entries(handlers)) provider.on(event, handler)
    provider.client.on('session_expire', onExpire)
    stopListening = () => {
      for (const [event, handler] of Object.entries(handlers)) provider.removeListener(event, handler)
      provider.client.off('session_expire', onExpire)
      stopListening = undefined
    }
  }

  const getProvider = (): Promise<Provider> => {
    if (!providerPromise) {
      providerPromise = (async () => {
        await universalProvider()
        refuseClosed()
        const provider = await loadProvider(parameters)
        // Closed while the provider started: its socket closes at once.
        if (closed) await stop(provider)
        refuseClosed()
        loaded = provider
        listen(provider)
        void readClientId(provider).then((clientId) => {
          if (clientId) emit({ type: 'clientId', clientId })
        })
        return provider
      })()
      // A failed load (offline, bad project id) must not stick: the next use retries.
      providerPromise.catch(() => {
        providerPromise = undefined
      })
    }
    return providerPromise
  }

  // Closed while the call waited: it goes no further.
  const use = async (): Promise<Provider> => {
    refuseClosed()
    const provider = await getProvider()
    refuseClosed()
    return provider
  }

  const optionalNamespaces = () =>
    Object.fromEntries(
      [...namespaces].map(([namespace, config]) => [
        namespace,
        {
          chains: [...config.chains],
          methods: [...config.methods],
          events: [...config.events],
          // The provider looks RPC URLs up by CAIP-2 id and by reference alone, depending on the namespace.
          rpcMap: Object.fromEntries(
            Object.entries(config.rpcMap).flatMap(([chainId, url]) => [
              [chainId, url],
              [chainId.split(':')[1] ?? chainId, url],
            ]),
          ),
        },
      ]),
    )

  const pairOnce = async (provider: Provider) => {
    try {
      await provider.connect({ optionalNamespaces: optionalNamespaces() })
    } catch (error) {
      // The provider re-throws a session rejection as a bare Error with the wallet's text.
      const message =
        error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error)
      if (/reject/i.test(message)) throw new UserRejectedRequestError({ cause: error })
      throw error
    }
  }

  const pair = async () => {
    let provider = await getProvider()
    try {
      await pairOnce(provider)
    } catch (error) {
      // Stored namespaces it cannot read fail the pairing, not the start: mend, pair again.
      if (error instanceof UserRejectedRequestError || !(await mendStorage(parameters, provider, error)))
        throw error
      stopListening?.()
      loaded = undefined
      providerPromise = undefined
      provider = await getProvider()
      await pairOnce(provider)
    }
  }

  const walletConnect: WalletConnect = {
    projectId: parameters.projectId,
    connector: { id: walletConnectConnectorId, name: 'WalletConnect', icon: walletConnectIcon },

    join(namespace, config) {
      namespaces.set(namespace, config)
    },

    async connect(namespace) {
      const provider = await use()
      if (!provider.session) {
        pairing ??= pair().finally(() => {
          pairing = undefined
        })
        await pairing
      }
      // A pairing that mended storage started another provider: read the one now loaded.
      const session = loaded?.session
      if (sessionAccounts(session, namespace).length === 0) {
        const approved = [...namespaces.keys()].filter((other) => sessionAccounts(session, other).length > 0)
        // The user paired through this namespace and the wallet chose others: the session is
        // theirs to connect from, with no new prompt. One that approved none of ours is ended.
        if (approved.length === 0 && holders.size === 0) await loaded?.disconnect().catch(() => {})
        throw new NamespaceNotApprovedError(namespace, { approved })
      }
      holders.add(namespace)
    },

    async restore(namespace) {
      const provider = await use()
      if (!provider.session) return false
      if (namespace && sessionAccounts(provider.session, namespace).length > 0) holders.add(namespace)
      return true
    },

    isConnected: () => Boolean(loaded?.session),
    accounts: (namespace) => sessionAccounts(loaded?.session, namespace),
    methods: (namespace) => sessionMethods(loaded?.session, namespace),

    async request(chainId, request) {
      const provider = await use()
      if (!provider.session) throw new BaseError('WalletConnect is not connected')
      return provider.request(request as never, chainId)
    },

    setDefaultChain(chainId) {
      loaded?.setDefaultChain(chainId)
    },

    async leave(namespace) {
      holders.delete(namespace)
      if (holders.size > 0 || !loaded?.session) return
      await loaded.disconnect()
    },

    peerWallet: () => sessionPeerWallet(loaded?.session),
    getProvider: use,

    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    async close() {
      closed = true
      stopListening?.()
      listeners.clear()
      if (loaded) await stop(loaded)
    },

    adapterFor: (namespace, networks) =>
      namespace === 'eip155' ? createWalletConnectAdapter(walletConnect, networks) : undefined,
  }
  return walletConnect
}

async function stop(provider: Provider): Promise<void> {
  provider.client.core.heartbeat.stop()
  await provider.client.core.relayer.transportClose()
}
