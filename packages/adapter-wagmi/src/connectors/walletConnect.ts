import { isClientId } from '@openappkit/core'
import { createConnector } from '@wagmi/core'
import type { EthereumProvider, EthereumProviderOptions } from '@walletconnect/ethereum-provider'
import { type Address, getAddress, numberToHex, UserRejectedRequestError } from 'viem'
import { guardConnector } from './guardConnector'
import { sessionPeerWallet } from './sessionPeerWallet'
import {
  clearWalletConnectKeys,
  findUnreadableKeys,
  forgetWalletConnectGlobalCore,
  type KeyValueStorage,
  walletConnectGlobalCore,
} from './walletConnectStorage'

/**
 * The connector's icon: a QR glyph of our own on blue (not WalletConnect's trademark logo), so
 * lists show a picture rather than a letter placeholder.
 */
const walletConnectIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3b82f6"/><g fill="none" stroke="#fff" stroke-width="3"><rect x="9" y="9" width="8" height="8" rx="1.5"/><rect x="23" y="9" width="8" height="8" rx="1.5"/><rect x="9" y="23" width="8" height="8" rx="1.5"/></g><g fill="#fff"><rect x="23" y="23" width="3.5" height="3.5"/><rect x="27.5" y="27.5" width="3.5" height="3.5"/><rect x="23" y="28" width="3" height="3"/><rect x="28" y="23" width="3" height="3"/></g></svg>',
)}`

export type WalletConnectMetadata = { name: string; description: string; url: string; icons: string[] }

export type WalletConnectParameters = {
  projectId: string
  /** A relay of your own (tests use the devstack's); WalletConnect's default relay otherwise. */
  relayUrl?: string | undefined
  metadata?: WalletConnectMetadata | undefined
  /** Called with each pairing URI, for a QR code or a deep link of the app's own making. */
  onDisplayUri?: ((uri: string) => void) | undefined
  /**
   * Called with the WalletConnect core client's id (`did:key:…`) once the provider is up, for the
   * `clientId` the hosted data services expect. Not called when the id cannot be read or is not one.
   */
  onClientId?: ((clientId: string) => void) | undefined
  /** Passed through to the provider: a storage prefix per app on a shared origin. */
  customStoragePrefix?: string | undefined
  /** Where the WalletConnect session is kept; the provider's own default (IndexedDB, files) otherwise. */
  storage?: EthereumProviderOptions['storage'] | undefined
}

type Provider = InstanceType<typeof EthereumProvider>

const connectorId = 'walletConnect'

/**
 * A wagmi connector over @walletconnect/ethereum-provider. The provider is imported only when
 * this connector is first used (connect, or restoring a session that was stored), and always
 * with `showQrModal: false`: we draw our own QR from the URI, and the provider's modal would
 * pull @reown/appkit into the app.
 */
export function walletConnect(parameters: WalletConnectParameters) {
  let providerPromise: Promise<Provider> | undefined
  let loaded: Provider | undefined
  let off: (() => void) | undefined

  return guardConnector(
    createConnector<Provider>((config) => {
      const rpcMap = Object.fromEntries(
        config.chains.map((chain) => [String(chain.id), chain.rpcUrls.default.http[0] ?? '']),
      )

      const prefix = parameters.customStoragePrefix ?? ''
      /**
       * After a failed start or pairing: when one of WalletConnect's keys is unreadable, clears
       * this core's keys (never the app's, never another prefix's) and forgets the half-started
       * core, so the next start reads clean storage. A failure with readable storage (offline, a
       * refusal) keeps everything: a stored session is not thrown away for a network error.
       */
      const mendStorage = async (error: unknown): Promise<boolean> => {
        const storage = (parameters.storage ??
          (loaded?.signer as { client?: { core?: { storage?: unknown } } } | undefined)?.client?.core
            ?.storage ??
          walletConnectGlobalCore(prefix)?.storage) as KeyValueStorage | undefined
        if (!storage) return false
        try {
          const unreadable = await findUnreadableKeys(storage, prefix)
          if (unreadable.length === 0) return false
          const cleared = await clearWalletConnectKeys(storage, prefix)
          console.warn(
            `[openappkit] WalletConnect could not read its storage (${unreadable.join(', ')}); cleared its ${cleared} keys and started again.`,
            error,
          )
        } catch {
          return false
        }
        off?.()
        loaded = undefined
        forgetWalletConnectGlobalCore(prefix)
        return true
      }

      const load = async (): Promise<Provider> => {
        try {
          return await start()
        } catch (error) {
          if (!(await mendStorage(error))) throw error
          return start()
        }
      }

      const start = async (): Promise<Provider> => {
        const { EthereumProvider } = await import('@walletconnect/ethereum-provider')
        const [first, ...rest] = config.chains.map((c) => c.id)
        const provider = await EthereumProvider.init({
          projectId: parameters.projectId,
          showQrModal: false,
          optionalChains: [first ?? 1, ...rest],
          rpcMap,
          ...(parameters.metadata ? { metadata: parameters.metadata } : {}),
          ...(parameters.relayUrl ? { relayUrl: parameters.relayUrl } : {}),
          ...(parameters.customStoragePrefix ? { customStoragePrefix: parameters.customStoragePrefix } : {}),
          ...(parameters.storage ? { storage: parameters.storage } : {}),
          // No reports to WalletConnect's analytics from our users' pages.
          telemetryEnabled: false,
        })
        if (parameters.relayUrl && isLoopbackUrl(parameters.relayUrl)) switchOffVerify(provider)
        loaded = provider
        void reportClientId(provider, parameters.onClientId)
        return provider
      }

      const pair = async (provider: Provider) => {
        const onUri = (uri: string) => {
          config.emitter.emit('message', { type: 'display_uri', data: uri })
          parameters.onDisplayUri?.(uri)
        }
        provider.on('display_uri', onUri)
        try {
          await provider.connect({ optionalChains: config.chains.map((c) => c.id), rpcMap })
        } catch (error) {
          // The provider re-throws a session rejection as a bare Error with the wallet's text.
          const message = error instanceof Error ? error.message : String(error)
          if (/reject/i.test(message)) throw new UserRejectedRequestError(error as Error)
          throw error
        } finally {
          provider.removeListener('display_uri', onUri)
        }
      }

      const listen = (provider: Provider) => {
        off?.()
        // Sent by the wallet over the relay: checked by guardConnector's emitter before use.
        const onAccounts = (accounts: string[]) => {
          if (Array.isArray(accounts) && accounts.length === 0) config.emitter.emit('disconnect')
          else config.emitter.emit('change', { accounts: accounts as Address[] })
        }
        const onChain = (chainId: string | number) =>
          config.emitter.emit('change', { chainId: chainId as number })
        const onDisconnect = () => {
          off?.()
          config.emitter.emit('disconnect')
        }
        provider.on('accountsChanged', onAccounts)
        provider.on('chainChanged', onChain)
        provider.on('disconnect', onDisconnect)
        off = () => {
          provider.removeListener('accountsChanged', onAccounts)
          provider.removeListener('chainChanged', onChain)
          provider.removeListener('disconnect', onDisconnect)
          off = undefined
        }
      }

      return {
        id: connectorId,
        name: 'WalletConnect',
        icon: walletConnectIcon,
        type: 'walletConnect',
        /** The wallet on the other end of the session, for `ConnectionResult.wallet`. */
        sessionWallet: () => sessionPeerWallet(loaded?.session),
        async connect({ isReconnecting } = {}) {
          let provider = await this.getProvider()
          if (!provider.session) {
            if (isReconnecting) throw new Error('No WalletConnect session to restore')
            try {
              await pair(provider)
            } catch (error) {
              // Stored namespaces it cannot read fail the pairing, not the start: mend, pair again.
              if (error instanceof UserRejectedRequestError || !(await mendStorage(error))) throw error
              providerPromise = undefined
              provider = await this.getProvider()
              await pair(provider)
            }
          }
          listen(provider)
          const accounts = await this.getAccounts()
          if (accounts.length === 0) throw new Error('The WalletConnect session has no EVM account')
          return { accounts: accounts as never, chainId: await this.getChainId() }
        },
        async disconnect() {
          const provider = await this.getProvider()
          off?.()
          if (provider.session) await provider.disconnect()
        },
        async getAccounts() {
          const provider = await this.getProvider()
          return provider.accounts.map((a: string) => getAddress(a)) as readonly Address[]
        },
        async getChainId() {
          const provider = await this.getProvider()
          return provider.chainId
        },
        async getProvider() {
          if (!providerPromise) {
            providerPromise = load()
            // A failed load (offline, bad project id) must not stick: the next use retries.
            providerPromise.catch(() => {
              providerPromise = undefined
            })
          }
          return providerPromise
        },
        async isAuthorized() {
          const provider = await this.getProvider()
          return Boolean(provider.session) && provider.accounts.length > 0
        },
        async switchChain({ chainId }) {
          const chain = config.chains.find((c) => c.id === chainId)
          if (!chain) throw new Error(`Chain ${chainId} is not configured`)
          const provider = await this.getProvider()
          await provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(chainId) }],
          })
          config.emitter.emit('change', { chainId })
          return chain
        },
        onAccountsChanged(accounts) {
          if (Array.isArray(accounts) && accounts.length === 0) config.emitter.emit('disconnect')
          else config.emitter.emit('change', { accounts: accounts as Address[] })
        },
        onChainChanged(chainId) {
          config.emitter.emit('change', { chainId: chainId as unknown as number })
        },
        onDisconnect() {
          off?.()
          config.emitter.emit('disconnect')
        },
      }
    }),
  )
}
walletConnect.type = 'walletConnect' as const

/**
 * Hands on the id the WalletConnect core signs its relay connection with (the client's `did:key`).
 * Read from storage the provider keeps: an id that is not one is dropped, and a failed read only
 * means data-service calls go without it.
 */
async function reportClientId(
  provider: Provider,
  onClientId: ((clientId: string) => void) | undefined,
): Promise<void> {
  if (!onClientId) return
  try {
    const clientId: unknown = await provider.signer.client.core.crypto.getClientId()
    if (isClientId(clientId)) onClientId(clientId)
  } catch {
    // No id: nothing to report.
  }
}

function isLoopbackUrl(url: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * WalletConnect's Verify API asks WalletConnect's hosted server to attest the page's origin. A
 * loopback relay (the devstack) has no such server and must not make the page reach the
 * internet, so it is switched off the way WalletConnect's own test runs do: `isDevEnv` is read
 * on every call, and its option `verifyUrl` accepts only WalletConnect's hosts.
 */
function switchOffVerify(provider: Provider): void {
  const verify = (provider.signer as { client?: { core?: { verify?: { isDevEnv?: boolean } } } }).client?.core
    ?.verify
  if (verify) verify.isDevEnv = true
}
