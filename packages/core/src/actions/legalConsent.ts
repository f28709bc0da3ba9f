import { atom } from 'jotai/vanilla'
import type { AppKit } from '../appKit.ts'
import { BaseError } from '../errors/base.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { perInstance } from '../utils/perInstance.ts'

/** Whether the visitor ticked the terms box (`features.legalCheckbox`), for this page's life. */
export const legalConsentAtom = perInstance(() => atom(false))

/** A connect or email login before the visitor agreed to the terms (`features.legalCheckbox`). */
export class LegalConsentRequiredError extends BaseError {
  override name = 'LegalConsentRequiredError'
  static override readonly docsPath = '/errors#legalconsentrequirederror'
  constructor() {
    super('The visitor has not agreed to the terms', {
      details: 'features.legalCheckbox is on: call setLegalConsent(appKit, true) once they tick the box',
    })
  }
}

/** The visitor's answer to the terms box: what the modal's checkbox (or the app's own) sets. */
export function setLegalConsent(appKit: AppKit, agreed: boolean): void {
  appKit.store.set(legalConsentAtom(appKit), agreed)
}

/** True when nothing holds a connect back: the box is ticked, or there is no box. */
export function getLegalConsent(appKit: AppKit): boolean {
  return !appKit.options.features.legalCheckbox || appKit.store.get(legalConsentAtom(appKit))
}

/**
 * Throws `LegalConsentRequiredError` when the box is on and not ticked, unless a wallet is
 * connected already (its visitor agreed then: a second namespace, or a restore, asks nothing).
 */
export function requireLegalConsent(appKit: AppKit): void {
  if (getLegalConsent(appKit)) return
  const connected = (Object.keys(appKit.adapters) as ChainNamespace[]).some(
    (namespace) => appKit.store.get(appKit.atoms.account(namespace)).address,
  )
  if (!connected) throw new LegalConsentRequiredError()
}
