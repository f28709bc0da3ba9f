import { NamespaceNotApprovedError } from '@openappkit/core'
import { type WalletConnect, walletConnectConnectorId, walletConnectIcon } from '@openappkit/walletconnect'
import { createConnector } from '@wagmi/core'
import { type Address, numberToHex } from 'viem'
import { guardConnector } from './guardConnector.ts'

type Eip1193 = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on(): void
  removeListener(): void
}

/** What the session may ask of an EVM wallet; the wallet approves the subset it supports. */
export const eip155Methods = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]

/**
 * A wagmi connector on the app's shared WalletConnect session (`@openappkit/walletconnect`): the
 * eip155 side of one pairing. Requests go through the session's universal provider for
 * `eip155:<chain>` (signing to the wallet, reads to our RPC URLs); the wallet's chain and
 * account changes and the session's end reach wagmi through the connector's emitter.
 */
export function walletConnect(session: WalletConnect) {
  return guardConnector(
    createConnector<Eip1193>((config) => {
      session.join('eip155', {
        chains: config.chains.map((chain) => `eip155:${chain.id}`),
        methods: eip155Methods,
        events: ['accountsChanged', 'chainChanged'],
        rpcMap: Object.fromEntries(
          config.chains.map((chain) => [`eip155:${chain.id}`, chain.rpcUrls.default.http[0] ?? '']),
        ),
      })

      let chainId: number | undefined
      let stop: (() => void) | undefined
      const accounts = () => session.accounts('eip155')
      const chainOf = (caip2: string) => Number(caip2.split(':')[1])
      const currentChain = () => chainId ?? chainOf(accounts()[0]?.chainId ?? 'eip155:0')
      const addressesOn = (id: number) => {
        const all = accounts()
        const here = all.filter((a) => chainOf(a.chainId) === id)
        return [...new Set((here.length > 0 ? here : all).map((a) => a.address))] as Address[]
      }
      const provider: Eip1193 = {
        request: ({ method, params }) => session.request(`eip155:${currentChain()}`, { method, params }),
        // Events reach wagmi through the connector's emitter, not the provider's.
        on() {},
        removeListener() {},
      }
      // Checked by guardConnector's emitter before use.
      const accountsChanged = (accounts: readonly string[]) => {
        if (accounts.length === 0) config.emitter.emit('disconnect')
        else config.emitter.emit('change', { accounts: accounts as Address[] })
      }
      const listen = () => {
        stop?.()
        const unsubscribe = session.subscribe((event) => {
          if (event.type === 'disconnect') {
            stop?.()
            config.emitter.emit('disconnect')
          } else if (event.type === 'chainChanged' && event.namespace === 'eip155') {
            chainId = chainOf(event.chainId)
            session.setDefaultChain(event.chainId)
            // A wallet may approve other accounts on each chain: the new chain's become current.
            config.emitter.emit('change', { chainId, accounts: addressesOn(chainId) })
          } else if (event.type === 'accountsChanged' && event.namespace === 'eip155') {
            accountsChanged(event.accounts)
          }
        })
        stop = () => {
          unsubscribe()
          stop = undefined
        }
      }

      return {
        id: walletConnectConnectorId,
        name: 'WalletConnect',
        icon: walletConnectIcon,
        type: 'walletConnect',
        /** The wallet on the other end of the session, for `ConnectionResult.wallet`. */
        sessionWallet: () => session.peerWallet(),
        async connect({ isReconnecting } = {}) {
          if (isReconnecting) {
            if (!(await session.restore('eip155'))) throw new Error('No WalletConnect session to restore')
          } else {
            await session.connect('eip155')
          }
          const approved = accounts()
          // Not held for a namespace it did not approve (`restore`, `connect`): nothing to leave,
          // and leaving would end the session the wallet's other namespaces are on.
          if (approved.length === 0) throw new NamespaceNotApprovedError('eip155')
          // Keep the chain the app was on when the wallet approved it; else the wallet's first.
          const first = chainOf(approved[0]?.chainId ?? '')
          chainId = chainId && approved.some((a) => chainOf(a.chainId) === chainId) ? chainId : first
          session.setDefaultChain(`eip155:${chainId}`)
          listen()
          return { accounts: addressesOn(chainId), chainId } as never
        },
        async disconnect() {
          stop?.()
          chainId = undefined
          await session.leave('eip155')
        },
        async getAccounts() {
          return addressesOn(currentChain())
        },
        async getChainId() {
          return currentChain()
        },
        async getProvider() {
          // Loads the shared provider (restoring a stored session), as wagmi's restore expects.
          await session.restore()
          return provider
        },
        async isAuthorized() {
          return (await session.restore()) && accounts().length > 0
        },
        async switchChain({ chainId: wanted }) {
          const chain = config.chains.find((c) => c.id === wanted)
          if (!chain) throw new Error(`Chain ${wanted} is not configured`)
          // Switched in the provider when the session approved the chain, else asked of the wallet.
          await provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(wanted) }],
          })
          chainId = wanted
          session.setDefaultChain(`eip155:${wanted}`)
          config.emitter.emit('change', { chainId: wanted })
          return chain
        },
        onAccountsChanged: accountsChanged,
        onChainChanged(chain) {
          config.emitter.emit('change', { chainId: chain as unknown as number })
        },
        onDisconnect() {
          stop?.()
          config.emitter.emit('disconnect')
        },
      }
    }),
  )
}
walletConnect.type = 'walletConnect' as const
