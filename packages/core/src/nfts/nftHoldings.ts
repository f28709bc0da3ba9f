import type { Transaction } from '../api/history.ts'
import { safeImageUrl } from '../wallets/safeImageUrl.ts'

/** An NFT the account holds, as the history's NFT transfers tell it. */
export type Nft = {
  /** Stable within one account's list: the NFT's name and image, which is all the service tells apart. */
  id: string
  name: string | undefined
  /** http(s) or a data image only; undefined when the service sent none or an unsafe one. */
  imageUrl: string | undefined
  /** The media type the service gave for the image, when it gave one. */
  contentType: string | undefined
  /** Received minus sent (above 1 for ERC-1155 editions). */
  quantity: number
  /** CAIP-2. */
  chainId: string
  /** `minedAt` of the newest transfer in. */
  receivedAt: string
}

type Tally = Nft & { spam: boolean }

/**
 * The NFTs an account holds on one chain, derived from its history (newest first): per NFT,
 * transfers in minus transfers out, kept when above zero. The data service's `nft_info` carries a
 * name, preview / detail media and a spam flag, but no contract address or token id, so an NFT is
 * told apart by its name and media URL; a transfer with neither cannot be counted and is skipped.
 * An NFT any transfer flags as spam is hidden. Newest received first. Transactions of other
 * chains are ignored (the service answers per chain; only the connected chain's are kept).
 */
export function nftHoldings(transactions: readonly Transaction[], caipNetworkId: string): Nft[] {
  const tallies = new Map<string, Tally>()
  for (const transaction of transactions) {
    if (transaction.metadata.chain !== caipNetworkId) continue
    for (const transfer of transaction.transfers) {
      const info = transfer.nft_info
      if (!info) continue
      const media = info.content?.preview ?? info.content?.detail
      const name = info.name?.trim() || undefined
      if (!name && !media?.url) continue
      const id = JSON.stringify([name ?? '', media?.url ?? ''])
      const amount = Number(transfer.quantity.numeric)
      const step = Number.isFinite(amount) && amount > 0 ? amount : 1
      const sign = transfer.direction === 'in' ? 1 : transfer.direction === 'out' ? -1 : 0
      let tally = tallies.get(id)
      if (!tally) {
        tally = {
          id,
          name,
          imageUrl: safeImageUrl(media?.url),
          contentType: media?.content_type,
          quantity: 0,
          chainId: caipNetworkId,
          receivedAt: '',
          spam: false,
        }
        tallies.set(id, tally)
      }
      tally.quantity += sign * step
      tally.spam ||= info.flags.is_spam
      // Newest first: the first transfer in met is the latest one.
      if (sign > 0 && !tally.receivedAt) tally.receivedAt = transaction.metadata.minedAt
    }
  }
  return [...tallies.values()]
    .filter((tally) => !tally.spam && tally.quantity > 0)
    .map(({ spam: _spam, ...nft }) => nft)
}
