import { applyAccounts } from '../actions/applyConnection.ts'
import { showToast } from '../actions/showToast.ts'
import { updateAccount } from '../actions/updateAccount.ts'
import type { AccountType } from '../adapters/types.ts'
import { toastMessages } from '../alerts/toastMessages.ts'
import type { AppKit } from '../appKit.ts'
import { batchInFlight } from '../batches/sendCalls.ts'
import { BaseError } from '../errors/base.ts'
import { checkConnectionResult } from '../lifecycle/checkConnectionResult.ts'
import { oneOf, validateParameters } from '../validators/checks.ts'
import { emailLoginConnectorId } from './emailLogin.ts'
import { getAccountType } from './getAccountType.ts'

export type SwitchableAccountType = Exclude<AccountType, 'payment'>

/** The account type cannot be switched here (no embedded wallet, or a network without smart accounts). */
export class AccountTypeSwitchError extends BaseError {
  override name = 'AccountTypeSwitchError'
  static override readonly docsPath = '/errors#accounttypeswitcherror'
}

/**
 * Switches the embedded wallet's EVM account between its smart account and its EOA; the connected
 * address changes everywhere (state, wagmi, balances) and the choice is stored: the next login
 * uses it. When the wallet refuses the smart account the EOA is kept and the "This application
 * might not support Smart Accounts" toast is shown. Resolves with the type in use after.
 */
export async function setPreferredAccountType(
  appKit: AppKit,
  type: SwitchableAccountType,
): Promise<SwitchableAccountType> {
  validateParameters('setPreferredAccountType', oneOf(['eoa', 'smartAccount']), type)
  const before = getAccountType(appKit)
  if (!before.canSwitch)
    throw new AccountTypeSwitchError(
      'The account type can only be switched for the embedded wallet on a network with smart accounts',
    )
  if (before.accountType === type) return type
  // A batch sent one call at a time must finish from the account it started on.
  if (batchInFlight(appKit).count > 0)
    throw new AccountTypeSwitchError(
      'A batch of calls is still being sent: wait for it before switching accounts',
    )
  const adapter = appKit.adapters.eip155
  if (!adapter?.setAccountType)
    throw new AccountTypeSwitchError('The EVM adapter cannot switch the embedded wallet’s account type')
  const result = checkConnectionResult(
    await adapter.setAccountType({ connectorId: emailLoginConnectorId, type }),
  )
  const now = result.user?.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
  // A logout while the frame answered: nothing to write.
  if (appKit.store.get(appKit.atoms.account('eip155')).status !== 'connected') return now
  applyAccounts(appKit, 'eip155', result.accounts)
  updateAccount(appKit, 'eip155', {
    preferredAccountType: now,
    smartAccountDeployed: result.user?.smartAccountDeployed ?? false,
  })
  if (now !== type) void showToast(appKit, toastMessages.smartAccountsUnsupported)
  return now
}
