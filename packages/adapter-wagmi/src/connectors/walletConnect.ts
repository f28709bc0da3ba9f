import { type WalletConnect, walletConnectConnectorId, walletConnectIcon } from '@openappkit/walletconnect'
import { createConnector } from '@wagmi/core'
import type { Address } from 'viem'
import { walletConnectSide } from '../actions/actionsOnUse'
import { guardConnector } from './guardConnector'
import type { Eip1193, walletConnectSide as loadedSide } from './walletConnectSide'

type WalletConnectSide = ReturnType<typeof loadedSide>

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

      // What talks to the session loads with the actions, on the connector's first use.
      let side: WalletConnectSide | undefined
      let loading: Promise<WalletConnectSide> | undefined
      const use = () =>
        (loading ??= walletConnectSide(session, config).then(
          (loaded) => (side = loaded),
          (error: unknown) => {
            loading = undefined
            throw error
          },
        ))

      return {
        id: walletConnectConnectorId,
        name: 'WalletConnect',
        icon: walletConnectIcon,
        type: 'walletConnect',
        /** The wallet on the other end of the session, for `ConnectionResult.wallet`. */
        sessionWallet: () => session.peerWallet(),
        connect: async (parameters) => (await use()).connect(parameters) as never,
        disconnect: async () => (await use()).disconnect(),
        getAccounts: async () => (await use()).getAccounts(),
        getChainId: async () => (await use()).getChainId(),
        getProvider: async () => (await use()).getProvider(),
        isAuthorized: async () => (await use()).isAuthorized(),
        switchChain: async (parameters) => (await use()).switchChain(parameters),
        onAccountsChanged(accounts) {
          if (Array.isArray(accounts) && accounts.length === 0) config.emitter.emit('disconnect')
          else config.emitter.emit('change', { accounts: accounts as Address[] })
        },
        onChainChanged(chain) {
          config.emitter.emit('change', { chainId: chain as unknown as number })
        },
        onDisconnect() {
          side?.stopListening()
          config.emitter.emit('disconnect')
        },
      }
    }),
  )
}
walletConnect.type = 'walletConnect' as const
