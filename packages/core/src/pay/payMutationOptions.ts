import type { AppKit } from '../appKit.ts'
import type { OnrampWindow } from '../onramp/buyOnramp.ts'
import { getExchanges } from './getExchanges.ts'
import { pay } from './pay.ts'
import { payWithExchange } from './payWithExchange.ts'
import { payWithWallet } from './payWithWallet.ts'
import type { PayParameters } from './validatePay.ts'

/** `pay` as a mutation: pending while the payment is open, then its result (or the refusal as error). */
export function payMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'pay'] as const,
    mutationFn: (parameters: PayParameters) => pay(appKit, parameters),
  }
}

/** Paying the open payment from the wallet as a mutation: the refusal before the wallet is its error. */
export function payWithWalletMutationOptions(appKit: AppKit) {
  return { mutationKey: ['openappkit', 'payWithWallet'] as const, mutationFn: () => payWithWallet(appKit) }
}

/** Paying the open payment from an exchange account as a mutation (the window opened in the click). */
export function payWithExchangeMutationOptions(appKit: AppKit) {
  return {
    mutationKey: ['openappkit', 'payWithExchange'] as const,
    mutationFn: (parameters: { exchangeId: string; window: OnrampWindow | null }) =>
      payWithExchange(appKit, parameters),
  }
}

/** The exchanges to pay from, read once per open payment (ours: the list changes rarely). */
export function payExchangesQueryOptions(appKit: AppKit, parameters: { enabled: boolean }) {
  return {
    queryKey: ['openappkit', 'payExchanges'] as const,
    queryFn: () => getExchanges(appKit),
    enabled: parameters.enabled && appKit.options.features.pay,
    staleTime: 5 * 60_000,
  }
}
