import { type AccountType, accountTypes } from '../adapters/types.ts'
import type { AppKit } from '../appKit.ts'
import { ConnectionError, connectionErrorMessages } from '../errors/domain.ts'
import { type ChainNamespace, chainNamespaces } from '../networks/types.ts'
import type { AccountTab, ConnectedWalletInfo, TokenBalance } from '../state/types.ts'
import { tokenBalanceCheck } from '../storage/storageSchemas.ts'
import {
  arrayOf,
  boolean,
  nullable,
  objectOf,
  oneOf,
  optional,
  string,
  validateParameters,
} from '../validators/checks.ts'
import { type SocialOption, socialOptions } from '../validators/socialProviders.ts'

/** The fields of an account that other packages (React, the frame client) own the sources of. */
export type AccountPatch = {
  user?: { email?: string | null | undefined; username?: string | undefined } | undefined
  socialProvider?: SocialOption | undefined
  preferredAccountType?: AccountType | undefined
  smartAccountDeployed?: boolean | undefined
  profileName?: string | undefined
  profileImage?: string | undefined
  addressExplorerUrl?: string | undefined
  connectedWalletInfo?:
    | (Pick<ConnectedWalletInfo, 'name' | 'icon' | 'type'> & { [field: string]: unknown })
    | undefined
  farcasterUrl?: string | undefined
  currentTab?: AccountTab | undefined
  tokenBalance?: TokenBalance[] | undefined
}

// The address and connection fields change through connect, disconnect and adapter events only.
const accountPatchCheck = objectOf<AccountPatch>(
  {
    user: optional(
      objectOf<NonNullable<AccountPatch['user']>>(
        { email: optional(nullable(string)), username: optional(string) },
        'drop',
      ),
    ),
    socialProvider: optional(oneOf(socialOptions)),
    preferredAccountType: optional(oneOf(accountTypes)),
    smartAccountDeployed: optional(boolean),
    profileName: optional(string),
    profileImage: optional(string),
    addressExplorerUrl: optional(string),
    connectedWalletInfo: optional(
      objectOf<NonNullable<AccountPatch['connectedWalletInfo']>>(
        { name: string, icon: optional(string), type: optional(string) },
        'keep',
      ),
    ),
    farcasterUrl: optional(string),
    currentTab: optional(oneOf(['tokens', 'nfts', 'activity'])),
    tokenBalance: optional(arrayOf(tokenBalanceCheck)),
  },
  'reject',
)

/** Updates profile, user and UI fields of an account. Bad input throws and changes nothing. */
export function updateAccount(appKit: AppKit, namespace: ChainNamespace, patch: AccountPatch): void {
  if (!chainNamespaces.includes(namespace))
    throw new ConnectionError(connectionErrorMessages.namespaceRequired, {
      details: `updateAccount(appKit, namespace, patch): namespace is one of ${chainNamespaces.join(', ')}`,
    })
  const { preferredAccountType } = validateParameters('updateAccount', accountPatchCheck, patch)
  if (preferredAccountType) {
    appKit.storage.set('preferredAccountTypes', {
      ...appKit.storage.get('preferredAccountTypes'),
      [namespace]: preferredAccountType,
    })
  }
  appKit.store.set(appKit.atoms.account(namespace), (current) => ({ ...current, ...(patch as object) }))
}
