import {
  type FrameClient,
  FrameEip1193Provider,
  type FrameProviderHooks,
} from '@openappkit/auth-frame-client'
import { createConnector } from '@wagmi/core'
import { type Address, numberToHex } from 'viem'

export const authConnectorId = 'auth'

export type AuthConnectorParameters = {
  /** The app's one frame client (`new FrameClient({ projectId, frameUrl })`). */
  client: FrameClient
  /** Approval of what a user must approve; core's embedded-wallet approval supplies them. */
  hooks?: FrameProviderHooks
}

/** `31337`, `'31337'` or `'eip155:31337'` → 31337; a Solana chain or garbage → undefined. */
function evmChainId(value: string | number | undefined): number | undefined {
  const text = String(value ?? '')
  const id = Number(text.startsWith('eip155:') ? text.slice(7) : text)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * The embedded wallet as a wagmi connector (listed as AUTH): the email login runs on the frame
 * client first (connectEmail, connectOtp); `connect` then fetches the user from the frame
 * (SPEC §4: "then the user is fetched"). On load, `isAuthorized` asks the frame whether the login
 * still holds, so a reload stays logged in without a code.
 */
export function authConnector({ client, hooks }: AuthConnectorParameters) {
  return createConnector<FrameEip1193Provider>((config) => {
    const fallbackChain = config.chains[0]?.id ?? 1
    const provider = new FrameEip1193Provider(client, hooks, { chainId: fallbackChain })
    const onChain = (hex: unknown) => config.emitter.emit('change', { chainId: Number(hex) })
    const onAccounts = (accounts: unknown) =>
      config.emitter.emit('change', { accounts: accounts as Address[] })
    provider.on('chainChanged', onChain)
    provider.on('accountsChanged', onAccounts)

    const login = async (chainId: number | undefined) => {
      const user = await client.connect(chainId === undefined ? {} : { chainId })
      const id = evmChainId(user.chainId)
      if (id === undefined)
        throw new Error(`The embedded wallet answered a chain that is not EVM: ${user.chainId}`)
      const accounts = [user.address as Address]
      provider.setSession({ accounts, chainId: id })
      return { accounts, chainId: id }
    }

    return {
      id: authConnectorId,
      name: 'Email',
      type: 'auth',
      async connect({ chainId, isReconnecting } = {}) {
        if (isReconnecting && !(await client.isConnected()))
          throw new Error('The embedded wallet is not logged in')
        const connected = await login(chainId)
        return { accounts: connected.accounts as never, chainId: connected.chainId }
      },
      async disconnect() {
        provider.setSession(undefined)
        await client.disconnect()
      },
      async getAccounts() {
        const address = client.user?.address
        return address ? [address as Address] : []
      },
      async getChainId() {
        return provider.chainId
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        if (!client.getLoginEmailUsed()) return false
        try {
          return await client.isConnected()
        } catch {
          return false
        }
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new Error(`Chain ${chainId} is not configured`)
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        })
        return chain
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit('disconnect')
        else onAccounts(accounts)
      },
      onChainChanged: onChain,
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
authConnector.type = 'auth' as const
