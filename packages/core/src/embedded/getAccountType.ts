import type { AccountType } from '../adapters/types.ts'
import type { AppKit } from '../appKit.ts'
import { emailLoginConnectorId } from './emailLogin.ts'

export type GetAccountTypeReturnType = {
  /** The EVM account in use: the embedded wallet's smart account or its EOA. */
  accountType: AccountType
  isSmartAccountDeployed: boolean
  /**
   * Whether `setPreferredAccountType` can switch here: connected through the embedded wallet, on
   * an EVM network where it has a smart account (the frame's list, also kept in storage).
   */
  canSwitch: boolean
}

/** The EVM account type and whether the embedded wallet can switch it on the active network. */
export function getAccountType(appKit: AppKit): GetAccountTypeReturnType {
  const account = appKit.store.get(appKit.atoms.account('eip155'))
  const network = appKit.store.get(appKit.atoms.activeCaipNetwork)
  return {
    accountType: account.preferredAccountType,
    isSmartAccountDeployed: account.smartAccountDeployed,
    canSwitch:
      account.status === 'connected' &&
      account.connectorId === emailLoginConnectorId &&
      network?.chainNamespace === 'eip155' &&
      appKit.store.get(appKit.atoms.smartAccountEnabledNetworks).includes(String(network.id)),
  }
}
