import type { CaipNetwork } from '../networks/types.ts'

/** The network's explorer page of a transaction (`…/tx/{id}`, as Etherscan and Solana's explorers name it), if it has an explorer. */
export function transactionExplorerUrl(network: CaipNetwork, id: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base) return undefined
  return `${base.replace(/\/+$/, '')}/tx/${encodeURIComponent(id)}`
}
