'use client'
import type {
  AccountState,
  AccountType,
  AdapterAccount,
  CaipAddress,
  ChainNamespace,
  ConnectionStatus,
} from '@openappkit/core'
import { useActiveNamespace } from './useActiveNamespace.ts'
import { useAppKitAtom } from './useAppKitAtom.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type UseAccountParameters = { namespace?: ChainNamespace | undefined }

export type UseAccountReturnType = {
  namespace: ChainNamespace
  address: string | undefined
  caipAddress: CaipAddress | undefined
  allAccounts: readonly AdapterAccount[]
  status: ConnectionStatus
  isConnected: boolean
  /** Embedded wallet (email / social): the signed-in user, else undefined. */
  embeddedWalletInfo:
    | {
        user: AccountState['user']
        socialProvider: AccountState['socialProvider']
        accountType: AccountType
        isSmartAccountDeployed: boolean
      }
    | undefined
}

/**
 * The account of a namespace (the active one by default). Each field is its own subscription, so
 * a component re-renders only when a field it gets changes: never for balances, the modal or the
 * theme.
 */
export function useAccount(parameters: UseAccountParameters = {}): UseAccountReturnType {
  const appKit = useAppKitInstance('useAccount')
  const namespace = useActiveNamespace(appKit, parameters.namespace)
  const field = <K extends keyof AccountState>(key: K) => appKit.atoms.accountField(namespace, key)
  const address = useAppKitAtom(appKit, field('address'))
  const caipAddress = useAppKitAtom(appKit, field('caipAddress'))
  const allAccounts = useAppKitAtom(appKit, field('allAccounts'))
  const status = useAppKitAtom(appKit, field('status'))
  const user = useAppKitAtom(appKit, field('user'))
  const socialProvider = useAppKitAtom(appKit, field('socialProvider'))
  const accountType = useAppKitAtom(appKit, field('preferredAccountType'))
  const smartAccountDeployed = useAppKitAtom(appKit, field('smartAccountDeployed'))
  return {
    namespace,
    address,
    caipAddress,
    allAccounts,
    status,
    isConnected: status === 'connected' && address !== undefined,
    embeddedWalletInfo: user
      ? { user, socialProvider, accountType, isSmartAccountDeployed: smartAccountDeployed }
      : undefined,
  }
}
