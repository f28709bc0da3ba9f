import { type CaipNetwork, solana, solanaDevnet, solanaTestnet } from '@openappkit/core'

export type WalletChain = `${string}:${string}`

// Wallet Standard names Solana clusters by moniker, not by genesis hash.
const known: Record<string, WalletChain> = {
  [solana.caipNetworkId]: 'solana:mainnet',
  [solanaDevnet.caipNetworkId]: 'solana:devnet',
  [solanaTestnet.caipNetworkId]: 'solana:testnet',
}

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/

/**
 * The Wallet Standard chain a wallet should sign and send for. A custom cluster on loopback is
 * `solana:localnet` (what wallets offer for a local validator); any other custom cluster is
 * named by its CAIP-2 id unless the app says otherwise.
 */
export function walletChainOf(
  network: CaipNetwork,
  overrides: Readonly<Record<string, WalletChain>> = {},
): WalletChain {
  const named = overrides[network.caipNetworkId] ?? known[network.caipNetworkId]
  if (named) return named
  const url = network.rpcUrls.default.http[0]
  try {
    if (url && LOOPBACK.test(new URL(url).hostname)) return 'solana:localnet'
  } catch {
    // An unparsable URL falls through to the CAIP id.
  }
  return network.caipNetworkId
}
