import type { AppKit } from '../appKit.ts'
import { pay } from './pay.ts'
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
