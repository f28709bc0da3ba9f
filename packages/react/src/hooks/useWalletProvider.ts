'use client'
import type { ChainNamespace } from '@openappkit/core'
import { walletProviderQueryOptions } from '@openappkit/core/query'
import { useQuery } from '@tanstack/react-query'
import { useActiveNamespace } from './useActiveNamespace.ts'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/** An EIP-1193 provider, as viem's `custom()` transport and ethers' `BrowserProvider` take it. */
export type Eip1193Provider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

export type UseWalletProviderReturnType<TProvider> = {
  /** The connected wallet's provider; undefined while nothing is connected (or it is still coming). */
  provider: TProvider | undefined
  namespace: ChainNamespace
  isPending: boolean
  error: Error | null
}

/**
 * The connected wallet's own provider in a namespace (the active one by default), for calls the
 * SDK does not make: an EIP-1193 provider on eip155; on solana the Wallet Standard `Wallet` (or the
 * `@solana/wallet-adapter` adapter the app passed), typed by the app: `useWalletProvider<Wallet>('solana')`.
 * It follows the connection: another wallet or account gives its provider, a disconnect none.
 */
export function useWalletProvider(namespace: 'eip155'): UseWalletProviderReturnType<Eip1193Provider>
export function useWalletProvider<TProvider = unknown>(
  namespace?: ChainNamespace,
): UseWalletProviderReturnType<TProvider>
export function useWalletProvider(namespace?: ChainNamespace): UseWalletProviderReturnType<unknown> {
  const appKit = useAppKitInstance('useWalletProvider')
  const target = useActiveNamespace(appKit, namespace)
  const address = useAppKitAtom(appKit, appKit.atoms.accountField(target, 'address'))
  const connectorId = useAppKitAtom(appKit, appKit.atoms.accountField(target, 'connectorId'))
  const query = useQuery(walletProviderQueryOptions(appKit, { namespace: target, connectorId, address }))
  return {
    provider: query.data ?? undefined,
    namespace: target,
    isPending: address !== undefined && query.isPending,
    error: query.error,
  }
}
