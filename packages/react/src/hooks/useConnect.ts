'use client'
import { type ChainNamespace, cancelConnect, type WalletItem } from '@openappkit/core'
import { connectorNamespaces } from '@openappkit/core/internal'
import { connectWalletMutationOptions } from '@openappkit/core/query'
import { useMutation } from '@tanstack/react-query'
import { useActiveNamespace } from './useActiveNamespace.ts'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UseConnectParameters = {
  /** For a wallet reached over WalletConnect: whose WalletConnect connector pairs. Defaults to the active namespace's. */
  namespace?: ChainNamespace | undefined
}

/**
 * Connects a wallet of the list (`useWallets`) without loading the list: through its connector,
 * else by a WalletConnect pairing whose URI is `walletConnectUri` while the wallet decides.
 * Choosing an extension again while its request waits joins that request. A refusal rejects with
 * `UserRejectedRequestError` (`isUserRejection(error)`), a request the wallet already shows
 * with `RequestAlreadyPendingError`. `cancel` is for the user leaving the connecting screen.
 */
export function useConnect(parameters: UseConnectParameters = {}) {
  const appKit = useAppKitInstance('useConnect')
  const { namespace } = parameters
  const walletConnectUri = useAppKitAtom(appKit, appKit.atoms.walletConnectUri)
  const mutation = useMutation(connectWalletMutationOptions(appKit))
  const walletConnectNamespace = useActiveNamespace(appKit, namespace)
  return {
    /** Errors land in `error`. */
    connect: (wallet: WalletItem) => mutation.mutate({ wallet, namespace }),
    connectAsync: (wallet: WalletItem) => mutation.mutateAsync({ wallet, namespace }),
    isConnecting: mutation.isPending,
    status: mutation.status,
    error: mutation.error,
    reset: mutation.reset,
    /**
     * The user left the connect of `wallet` (or the WalletConnect pairing): core's `cancelConnect`
     * for its namespaces (its connector's, each of a MULTI_CHAIN row's, else this hook's WalletConnect
     * one). The connect rejects with `ConnectionAbandonedError` and a later approval in that wallet is
     * not adopted. Returns whether a connect was in flight.
     */
    cancel: (wallet?: WalletItem) =>
      (wallet?.connector ? connectorNamespaces(wallet.connector) : [walletConnectNamespace])
        .map((ns) => cancelConnect(appKit, { namespace: ns }))
        .some(Boolean),
    /** The WalletConnect pairing URI while a connect waits for a mobile wallet; undefined otherwise. */
    walletConnectUri,
  }
}

export type UseConnectReturnType = ReturnType<typeof useConnect>
