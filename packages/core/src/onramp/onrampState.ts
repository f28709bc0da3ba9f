import { atom, type PrimitiveAtom } from 'jotai/vanilla'
import type { AppKit } from '../appKit.ts'
import { InvalidParametersError } from '../errors/parameters.ts'
import { perInstance } from '../utils/perInstance.ts'
import type { OnrampProvider } from './onrampConstants.ts'

export type OnrampProviderName = OnrampProvider['name']

/** The buy form and where a purchase stands; one per instance, shared by the modal and the app. */
export type OnrampState = {
  /** The `id` of a purchase currency of the options; undefined for the default one. */
  purchaseCurrencyId: string | undefined
  /** The `id` of a payment currency (USD, EUR…); undefined for the first one. */
  paymentCurrencyId: string | undefined
  /** The payment method whose limits apply (`card`, `ach_bank_account`…); undefined for the first. */
  paymentMethodId: string | undefined
  /** What to pay, in the payment currency, as the user types it ('' or '12.'). */
  amount: string
  provider: OnrampProviderName
  /** `waiting`: the provider's window is open and the SDK watches for the coins. */
  step: 'idle' | 'opening' | 'waiting' | 'success'
  /** The provider's page of the purchase in progress, to open it again. */
  url: string | undefined
  /** The browser refused to open the provider's window: the app shows `url` as a link. */
  windowBlocked: boolean
}

export const initialOnrampState: OnrampState = {
  purchaseCurrencyId: undefined,
  paymentCurrencyId: undefined,
  paymentMethodId: undefined,
  amount: '',
  provider: 'coinbase',
  step: 'idle',
  url: undefined,
  windowBlocked: false,
}

/** The instance's onramp atom (created on first use). */
export const onrampStateAtom = perInstance((): PrimitiveAtom<OnrampState> => atom(initialOnrampState))

export function getOnrampState(appKit: AppKit): OnrampState {
  return appKit.store.get(onrampStateAtom(appKit))
}

/** Calls `onChange` with each new onramp state; returns the unsubscribe. */
export function watchOnrampState(appKit: AppKit, onChange: (state: OnrampState) => void): () => void {
  const stateAtom = onrampStateAtom(appKit)
  return appKit.store.sub(stateAtom, () => onChange(appKit.store.get(stateAtom)))
}

export type OnrampStatePatch = Partial<
  Pick<OnrampState, 'purchaseCurrencyId' | 'paymentCurrencyId' | 'paymentMethodId' | 'amount' | 'provider'>
>

const optionalId = (value: unknown) => value === undefined || (typeof value === 'string' && value.length > 0)
const checks: Record<keyof OnrampStatePatch, [(value: unknown) => boolean, string]> = {
  purchaseCurrencyId: [optionalId, 'a currency id'],
  paymentCurrencyId: [optionalId, 'a currency id'],
  paymentMethodId: [optionalId, 'a payment method id'],
  amount: [(v) => typeof v === 'string' && /^\d*\.?\d*$/.test(v), "a decimal amount ('' while typing)"],
  provider: [(v) => v === 'coinbase' || v === 'meld', "'coinbase' or 'meld'"],
}

/**
 * Merges a patch into the buy form. A field of the wrong name or type throws and changes
 * nothing; so does any change while a purchase is under way (the provider has the old one).
 */
export function updateOnrampState(appKit: AppKit, patch: OnrampStatePatch): void {
  if (typeof patch !== 'object' || patch === null)
    throw new InvalidParametersError('updateOnrampState', 'Expected an object')
  const problems = Object.entries(patch).flatMap(([key, value]) => {
    const check = checks[key as keyof OnrampStatePatch]
    if (!check) return [`${key}: not a field of the buy form`]
    return check[0](value) ? [] : [`${key}: expected ${check[1]}`]
  })
  if (problems.length > 0) throw new InvalidParametersError('updateOnrampState', problems.join('; '))
  const step = getOnrampState(appKit).step
  if (step === 'opening' || step === 'waiting')
    throw new InvalidParametersError('updateOnrampState', 'A purchase is under way: wait for it to end')
  appKit.store.set(onrampStateAtom(appKit), (current) => ({ ...current, ...patch, step: 'idle' }))
}

/** Back to an empty form (also ends the success state). */
export function resetOnrampState(appKit: AppKit): void {
  appKit.store.set(onrampStateAtom(appKit), initialOnrampState)
}
