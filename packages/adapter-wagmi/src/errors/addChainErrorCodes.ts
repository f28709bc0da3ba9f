import { walletErrorCode } from '@openappkit/core/internal'

/**
 * These switch failures mean "the wallet does not know this chain" (4902 is the
 * standard code; 5000 and -32603 are what some wallets send instead), so we offer to add it.
 */
export const addChainErrorCodes = [4902, 5000, 32603] as const

export function shouldAddChain(error: unknown): boolean {
  const code = walletErrorCode(error)
  return code !== undefined && (addChainErrorCodes as readonly number[]).includes(Math.abs(code))
}
