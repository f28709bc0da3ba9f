import { useEffect, useState } from 'react'

/**
 * How long the connecting view waits for a wallet before it adds a hint (open the wallet, look
 * for the request, or try again). Ours: the spec gives none. Most wallets show their prompt
 * within a few seconds; past this a closed popup or a locked wallet is the likely cause.
 */
export const slowWalletHintDelayMs = 15_000

/** True once `waiting` has lasted `slowWalletHintDelayMs`; false again when it stops. */
export function useSlowWalletHint(waiting: boolean): boolean {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    setSlow(false)
    if (!waiting) return
    const timer = setTimeout(() => setSlow(true), slowWalletHintDelayMs)
    return () => clearTimeout(timer)
  }, [waiting])
  return slow
}
