import type { Transport } from '@wagmi/core'
import { fallback, http } from 'viem'

/**
 * One transport per chain. A transport the app gave is kept as is; otherwise the chain's own
 * RPC URLs are used (several become a fallback, in the app's order). We never substitute a
 * hosted RPC for the app's URLs.
 */
export function createTransports(
  chains: readonly { id: number; rpcUrls: { default: { http: readonly string[] } } }[],
  given: Readonly<Record<number, Transport>> = {},
): Record<number, Transport> {
  const transports: Record<number, Transport> = {}
  for (const chain of chains) {
    const urls = chain.rpcUrls.default.http
    transports[chain.id] =
      given[chain.id] ?? (urls.length > 1 ? fallback(urls.map((url) => http(url))) : http(urls[0]))
  }
  return transports
}
