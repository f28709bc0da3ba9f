import type { CaipNetwork } from '../networks/types.ts'

// As the service writes them (rest/toTokenBalance.ts reads them).
const solanaNativeMint = 'So11111111111111111111111111111111111111111'
const evmNativePlaceholder = `0x${'e'.repeat(40)}`

/**
 * The CAIP-10 ids the data service knows tokens by (its `forceUpdate` and price lists): a
 * token's own id, or the native coin's placeholder (0xeeee…eeee on EVM, SOL's pseudo-mint).
 */
export function portfolioTokenId(network: CaipNetwork, token: { address?: string | undefined }): string {
  if (token.address) return token.address
  const native = network.chainNamespace === 'solana' ? solanaNativeMint : evmNativePlaceholder
  return `${network.caipNetworkId}:${native}`
}
