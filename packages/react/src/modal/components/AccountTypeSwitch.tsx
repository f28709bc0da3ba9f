import { useId } from 'react'
import { useAccountType } from '../../hooks/useAccountType.ts'
import { useMessages } from '../messages/MessagesContext.ts'

/**
 * The Account view's switch between the embedded wallet's smart account and its EOA, shown only
 * where switching works (the embedded wallet, on a network with smart accounts).
 */
export function AccountTypeSwitch() {
  const messages = useMessages().accountType
  const { accountType, canSwitch, switchAccountType, isPending, error } = useAccountType()
  const stateId = useId()
  if (!canSwitch) return null
  const smart = accountType === 'smartAccount'
  return (
    <div className="oak-account-type">
      <button
        type="button"
        role="switch"
        aria-checked={smart}
        aria-describedby={stateId}
        className="oak-item"
        data-testid="account-type-switch"
        // Busy, not disabled: a disabled button would drop the focus.
        aria-disabled={isPending}
        onClick={() => {
          if (!isPending) switchAccountType(smart ? 'eoa' : 'smartAccount')
        }}
      >
        <span className="oak-item-name">{messages.label}</span>
        <span className="oak-switch" aria-hidden="true" />
      </button>
      <p id={stateId} className="oak-muted" aria-live="polite" data-testid="account-type-state">
        {isPending ? messages.switching : smart ? messages.smartInUse : messages.eoaInUse}
      </p>
      {error && !isPending ? (
        <p className="oak-error" role="alert">
          {messages.failed}
        </p>
      ) : null}
    </div>
  )
}
