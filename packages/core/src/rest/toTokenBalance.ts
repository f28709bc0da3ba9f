import type { Balance } from '../api/balance.ts'
import type { TokenBalance } from '../state/types.ts'

/** The address the data service gives Solana's native coin: a plain pseudo-mint, not CAIP-10. */
export const solanaNativeMint = 'So11111111111111111111111111111111111111111'
const evmNativePlaceholder = /^0xe{40}$/i

/**
 * A holding as the SDK keeps it: its chain always set (the service may leave it out; the call's
 * chain stands in), the native coin without an address whatever the service wrote for it (none
 * on EVM, SOL's plain pseudo-mint, or a 0xeeee…eeee placeholder), and every token address as a
 * CAIP-10 id. Undefined when the chain cannot be told.
 */
export function toTokenBalance(
  entry: Balance,
  requestedChainId: string | undefined,
): TokenBalance | undefined {
  const chainId = entry.chainId ?? requestedChainId
  if (!chainId) return undefined
  const { address: wireAddress, ...rest } = entry
  const bare = wireAddress?.startsWith(`${chainId}:`) ? wireAddress.slice(chainId.length + 1) : wireAddress
  const isNative = !bare || bare === solanaNativeMint || evmNativePlaceholder.test(bare)
  const address = isNative ? undefined : bare.includes(':') ? bare : `${chainId}:${bare}`
  return { ...rest, name: rest.name ?? rest.symbol, chainId, ...(address ? { address } : {}) }
}
