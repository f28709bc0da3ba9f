import { atom } from 'jotai/vanilla'
import type { AppKit } from '../appKit.ts'
import type { ChainNamespace } from '../networks/types.ts'
import type { AccountTab } from '../state/types.ts'
import { perInstance } from '../utils/perInstance.ts'
import { oneOf, validateParameters } from '../validators/checks.ts'
import { updateAccount } from './updateAccount.ts'

/** The Account view's tabs, in order: Activity only with `features.history` on. */
export function getAccountTabs(appKit: Pick<AppKit, 'options'>): AccountTab[] {
  return appKit.options.features.history ? ['tokens', 'nfts', 'activity'] : ['tokens', 'nfts']
}

const namespaceOf = (appKit: AppKit, active: ChainNamespace | undefined) =>
  active ?? appKit.options.defaultNetwork.chainNamespace

/**
 * The chosen tab of the active namespace's account: it stays while the modal closes and
 * reopens, and goes back to Tokens on disconnect (the account is reset) or when the tab is not
 * offered.
 */
export const accountTabAtom = perInstance((appKit) =>
  atom((get) => {
    const namespace = namespaceOf(appKit, get(appKit.atoms.activeNamespace))
    const tab = get(appKit.atoms.account(namespace)).currentTab
    return getAccountTabs(appKit).includes(tab) ? tab : 'tokens'
  }),
)

export function getAccountTab(appKit: AppKit): AccountTab {
  return appKit.store.get(accountTabAtom(appKit))
}

/** Chooses the Account view's tab; a tab not offered (Activity with `history` off) throws and changes nothing. */
export function setAccountTab(appKit: AppKit, tab: AccountTab): void {
  validateParameters('setAccountTab', oneOf(getAccountTabs(appKit)), tab)
  const namespace = namespaceOf(appKit, appKit.store.get(appKit.atoms.activeNamespace))
  updateAccount(appKit, namespace, { currentTab: tab })
}
