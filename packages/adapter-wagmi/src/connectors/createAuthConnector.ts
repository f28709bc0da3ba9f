import type { FrameEip1193Provider, FrameProviderHooks, FrameUser } from '@openappkit/auth-frame-client'
import type { AccountType, EmbeddedWallet } from '@openappkit/core'
import { lazyModule } from '@openappkit/core/internal'
import { createConnector } from '@wagmi/core'
import { type Address, isAddress, numberToHex } from 'viem'
import { authConnectorId } from './authConnector.ts'

/** The frame's EIP-1193 provider, fetched on the embedded wallet's first use. */
const frameClient = lazyModule('the embedded wallet', () => import('@openappkit/auth-frame-client'))

/** `31337`, `'31337'` or `'eip155:31337'` → 31337; a Solana chain or garbage → undefined. */
function evmChainId(value: string | number | undefined): number | undefined {
  const text = String(value ?? '')
  const id = Number(text.startsWith('eip155:') ? text.slice(7) : text)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

// wagmi's own storage (prefixed by the app's wagmi config) keeps the EVM chain of the last
// login: the frame client's last chain is the Solana one after a Solana login.
const lastChainKey = 'openappkit.auth.chainId'

/** What the embedded wallet's connector adds to a wagmi connector. */
export type AuthConnectorProperties = {
  /**
   * Switches between the EOA and the smart account (the EOA when the frame refuses); wagmi's
   * account changes with it. Refused while a request the user approved is still on its way.
   */
  setAccountType(type: Exclude<AccountType, 'payment'>): Promise<void>
}

/** Sends after which the frame's user may have changed: a smart account's first one deploys it. */
const sendingMethods = ['eth_sendTransaction', 'wallet_sendCalls']

/**
 * The embedded wallet as a wagmi connector, on the one frame client (the app's, or core's):
 * `connect` fetches the user from the frame; on load, `isAuthorized` asks the frame whether the
 * login still holds.
 */
export function createAuthConnector(
  { client, hooks }: EmbeddedWallet,
  /** Called with the frame's user when a send deployed the smart account. */
  onUserChange: (user: FrameUser) => void,
) {
  return createConnector<FrameEip1193Provider, AuthConnectorProperties>((config) => {
    const fallbackChain = config.chains[0]?.id ?? 1
    let made: FrameEip1193Provider | undefined
    // The connector's own EVM accounts: the shared client's user is the Solana one after a
    // Solana login.
    let accounts: Address[] = []
    const remember = (chainId: number) =>
      config.storage?.setItem(lastChainKey as never, String(chainId) as never)
    const onChain = (hex: unknown) => {
      const chainId = Number(hex)
      if (evmChainId(chainId) !== undefined) void remember(chainId)
      config.emitter.emit('change', { chainId })
    }
    const onAccounts = (next: unknown) => {
      accounts = Array.isArray(next) ? next.filter((a): a is Address => isAddress(a, { strict: false })) : []
      config.emitter.emit('change', { accounts })
    }
    const provider = async () => {
      // A failed fetch of the frame client is tried again on the next call.
      const { FrameEip1193Provider } = await frameClient()
      const frame = await client()
      if (!made) {
        const watched = {
          ...hooks,
          settled: (...[request, outcome]: Parameters<NonNullable<FrameProviderHooks['settled']>>) => {
            hooks?.settled?.(request, outcome)
            const user = frame.user
            if (!('result' in outcome) || !sendingMethods.includes(request.method)) return
            if (user?.preferredAccountType !== 'smartAccount' || user.smartAccountDeployed) return
            frame.getUser({ chainId: request.chainId }).then(onUserChange, () => {})
          },
        }
        made = new FrameEip1193Provider(frame, watched, { chainId: fallbackChain })
        made.on('chainChanged', onChain)
        made.on('accountsChanged', onAccounts)
      }
      return made
    }
    const storedChain = async () => {
      const stored = evmChainId((await config.storage?.getItem(lastChainKey as never)) as string | undefined)
      return config.chains.some((c) => c.id === stored) ? stored : undefined
    }

    /** The frame's user as this connector's session: the EVM address it reports is the account. */
    const adopt = async (user: FrameUser) => {
      const id = evmChainId(user.chainId)
      if (id === undefined)
        throw new Error(`The embedded wallet answered a chain that is not EVM: ${user.chainId}`)
      if (!isAddress(user.address, { strict: false }))
        throw new Error(`The embedded wallet answered an address that is not EVM: ${user.address}`)
      accounts = [user.address]
      ;(await provider()).setSession({ accounts, chainId: id })
      await remember(id)
      return { accounts, chainId: id }
    }
    const login = async (chainId: number | undefined, preferredAccountType: AccountType | undefined) => {
      const frame = await client()
      const wanted =
        chainId ?? evmChainId(frame.getLastUsedChainId()) ?? (await storedChain()) ?? fallbackChain
      return adopt(await frame.connect({ chainId: wanted, preferredAccountType }))
    }

    return {
      id: authConnectorId,
      name: 'Email',
      type: 'auth',
      async connect({
        chainId,
        isReconnecting,
        accountType,
      }: {
        chainId?: number
        isReconnecting?: boolean
        accountType?: AccountType
      } = {}) {
        if (isReconnecting && !(await (await client()).isConnected()))
          throw new Error('The embedded wallet is not logged in')
        // A restore keeps the account the frame's session has; a login asks for the app's type.
        const connected = await login(chainId, isReconnecting ? undefined : accountType)
        return { accounts: connected.accounts as never, chainId: connected.chainId }
      },
      async setAccountType(type) {
        const eip1193 = await provider()
        if (eip1193.pendingRequests > 0)
          throw new Error(
            'A request to the embedded wallet is still pending: approve or reject it before switching accounts',
          )
        const frame = await client()
        const { type: now } = await frame.setPreferredAccount(type)
        await adopt(await frame.getUser({ chainId: eip1193.chainId, preferredAccountType: now }))
      },
      async disconnect() {
        accounts = []
        ;(await provider()).setSession(undefined)
        await config.storage?.removeItem(lastChainKey as never)
        await (await client()).disconnect()
      },
      async getAccounts() {
        return accounts
      },
      async getChainId() {
        return (await provider()).chainId
      },
      getProvider: provider,
      // Without a stored login the client answers false without asking the frame.
      isAuthorized: () =>
        client()
          .then((frame) => frame.isConnected())
          .catch(() => false),
      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new Error(`Chain ${chainId} is not configured`)
        await (await provider()).request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        })
        return chain
      },
      onAccountsChanged(next) {
        if (next.length === 0) config.emitter.emit('disconnect')
        else onAccounts(next)
      },
      onChainChanged: onChain,
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
