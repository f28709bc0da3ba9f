import type { CaipNetwork } from '../networks/types.ts'
import type { TokenBalance } from '../state/types.ts'
import { parseUnits } from '../utils/units.ts'

export type NativeBalance = { value: bigint; decimals: number; symbol: string; formatted: string }

/** The native coin's entry (the one without a token address); zero when the list has none. */
export function pickNativeBalance(balances: readonly TokenBalance[], network: CaipNetwork): NativeBalance {
  const entry = balances.find((b) => !b.address && b.chainId === network.caipNetworkId)
  if (!entry) {
    return {
      value: 0n,
      decimals: network.nativeCurrency.decimals,
      symbol: network.nativeCurrency.symbol,
      formatted: '0',
    }
  }
  const decimals = Number(entry.quantity.decimals)
  return {
    value: parseUnits(entry.quantity.numeric, decimals),
    decimals,
    symbol: entry.symbol,
    formatted: entry.quantity.numeric,
  }
}
