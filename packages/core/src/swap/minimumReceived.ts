/** The least a swap may pay out: the quote less `slippage` percent (to a hundredth of a percent). */
export function minimumReceived(quoted: bigint, slippage: number): bigint {
  const bps = BigInt(Math.round(Math.min(Math.max(slippage, 0), 100) * 100))
  return (quoted * (10_000n - bps)) / 10_000n
}
