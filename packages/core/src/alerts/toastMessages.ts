import type { ToastState } from '../state/types.ts'

/**
 * The product's toasts, with the variant each is shown as; pass one to `showToast`. Their
 * sentences are kept as written ("trying initialize" included), since apps may match on them.
 */
export const toastMessages = {
  tokenBalanceUnavailable: { message: 'Token Balance Unavailable', variant: 'error' },
  transactionsFetchFailed: { message: 'Failed to fetch transactions', variant: 'error' },
  signatureDeclined: { message: 'Signature declined', variant: 'error' },
  smartAccountsUnsupported: {
    message: 'This application might not support Smart Accounts',
    variant: 'error',
  },
  authInitFailed: { message: 'A problem occurred while trying initialize authentication', variant: 'error' },
  authenticating: { message: 'Authenticating...', variant: 'loading' },
  /** Adding the chain to the wallet failed. */
  chainNotSupported: { message: 'Chain is not supported', variant: 'error' },
} as const satisfies Record<string, Pick<ToastState, 'message' | 'variant'>>
