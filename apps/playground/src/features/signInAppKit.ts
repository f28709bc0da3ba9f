import { createSolanaAdapter } from '@openappkit/adapter-solana'
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { type AppKit, createAppKit, serverSiwx } from '@openappkit/core'
import { devstackUrls } from '../devstackUrls'
import { devstack as evm, devstackSolana as solana } from '../playgroundAppKit'

// The sign-in page's own instance: sign-in on (checked by the devstack's app-backend stand-in),
// so the other pages' connects are not asked to sign. Its storage keys carry a prefix of their
// own, so the two instances never restore each other's connection.

/** The app-backend stand-in: in the devstack's URLs the e2e build bakes in, else its default port. */
export const signInBackendUrl = (devstackUrls as { siwx?: string }).siwx ?? 'http://127.0.0.1:8613'

/** `?signIn=required`: the sign view cannot be closed, and cancelling it disconnects. */
export const signInRequired = new URLSearchParams(location.search).get('signIn') === 'required'

function prefixedStorage(prefix: string): Storage {
  const keys = () =>
    Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string => key?.startsWith(prefix) === true,
    )
  return {
    get length() {
      return keys().length
    },
    key: (index) => keys()[index]?.slice(prefix.length) ?? null,
    getItem: (key) => localStorage.getItem(prefix + key),
    setItem: (key, value) => localStorage.setItem(prefix + key, value),
    removeItem: (key) => localStorage.removeItem(prefix + key),
    clear: () => {
      for (const key of keys()) localStorage.removeItem(key)
    },
  }
}

let instance: AppKit | undefined

/** Made on first use (the sign-in page), not when the playground loads. */
export function signInAppKit(): AppKit {
  if (instance) return instance
  const storage = prefixedStorage('sign-in:')
  instance = createAppKit({
    projectId: 'playground-sign-in',
    networks: [evm, solana],
    adapters: [
      createWagmiAdapter({ networks: [evm], projectId: 'playground-sign-in', storage }),
      createSolanaAdapter({ networks: [solana], storage }),
    ],
    storage,
    services: {
      blockchainApi: devstackUrls.blockchainApi,
      walletDirectory: devstackUrls.walletDirectory,
      analytics: false,
      rpc: false,
      authFrame: false,
    },
    siwx: serverSiwx({
      url: signInBackendUrl,
      statement: 'Sign in to the OpenAppKit playground',
      required: signInRequired,
    }),
  })
  return instance
}
