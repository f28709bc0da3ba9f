import type { Currency } from '@openappkit/core/api'
import { type Address, formatUnits, zeroAddress } from 'viem'
import { type EvmData, type IndexedTx, NATIVE_TOKEN } from '../evm/evmData.ts'
import { priceOf } from './prices.ts'
import type { SolanaData } from './solanaData.ts'
import type { WireBalance, WireTransaction, WireTransfer } from './wire.ts'

// Balances and history entries in the hosted service's shapes (wire.ts), from what the chains
// hold and what the EVM indexer saw. Zero balances are left out. An EVM chain's native coin has
// no address; SOL carries the plain pseudo-mint, as the service sends it.

/** What the hosted service puts in `address` for SOL: not a CAIP-10 id. */
export const SOLANA_NATIVE_MINT = 'So11111111111111111111111111111111111111111'

type IconUrl = (symbol: string) => string
/** Where the data service serves an NFT's image (`nft-media`: public, as NFT CDNs are). */
export type NftImageUrl = (contract: string, tokenId: bigint) => string

interface Holding {
  name: string
  symbol: string
  decimals: number
  amount: bigint
  /** Token contract or mint; absent for the native coin. */
  token?: string
  /** Sent as `address` as is (SOL's pseudo-mint), not as a CAIP-10 id. */
  plainAddress?: string
}

function toBalance(chainId: string, h: Holding, currency: Currency, iconUrl: IconUrl): WireBalance {
  const numeric = formatUnits(h.amount, h.decimals)
  const price = priceOf(h.symbol, currency)
  const address = h.plainAddress ?? (h.token ? `${chainId}:${h.token}` : undefined)
  return {
    name: h.name,
    symbol: h.symbol,
    chainId,
    ...(address ? { address } : {}),
    // An unpriced token has price 0 and no value, as the service sends it.
    ...(price > 0 ? { value: Number(numeric) * price } : {}),
    price,
    quantity: { decimals: String(h.decimals), numeric },
    iconUrl: iconUrl(h.symbol),
  }
}

export async function evmBalances(
  evm: EvmData,
  address: Address,
  currency: Currency,
  iconUrl: IconUrl,
  caipChainId = evm.caipChainId,
) {
  const { native, tokens } = await evm.holdings(address)
  const holdings: Holding[] = [
    { ...NATIVE_TOKEN, amount: native },
    ...tokens.map(({ token, amount }) => ({ ...token, amount, token: token.address })),
  ]
  return holdings.filter((h) => h.amount > 0n).map((h) => toBalance(caipChainId, h, currency, iconUrl))
}

export async function solanaBalances(
  data: SolanaData,
  address: string,
  currency: Currency,
  iconUrl: IconUrl,
) {
  const { lamports, tokens } = await data.holdings(address)
  const holdings: Holding[] = [
    { name: 'Solana', symbol: 'SOL', decimals: 9, amount: lamports, plainAddress: SOLANA_NATIVE_MINT },
    ...tokens.map((t) => ({ ...t.meta, amount: t.amount, token: t.mint })),
  ]
  return holdings.filter((h) => h.amount > 0n).map((h) => toBalance(data.caipChainId, h, currency, iconUrl))
}

/** One history entry of `tx` as `address` sees it: only the transfers that moved its assets. */
export function toTransaction(
  evm: EvmData,
  tx: IndexedTx,
  address: Address,
  iconUrl: IconUrl,
  nftImageUrl: NftImageUrl,
): WireTransaction {
  const me = address.toLowerCase()
  const transfers: WireTransfer[] = []
  let minted = false
  for (const t of tx.transfers) {
    const fromMe = t.from.toLowerCase() === me
    const toMe = t.to.toLowerCase() === me
    if (!fromMe && !toMe) continue
    if (toMe && t.from === zeroAddress) minted = true
    const direction = fromMe && toMe ? 'self' : fromMe ? 'out' : 'in'
    const collection = t.tokenId === undefined || t.asset === 'native' ? undefined : evm.nftInfo(t.asset)
    if (collection && t.tokenId !== undefined) {
      // As the hosted service sends NFT transfers (history.rs `HistoryTransactionNFTInfo`): a
      // name, preview and detail media and the spam flag; no contract, token id or collection.
      const image = { url: nftImageUrl(collection.address, t.tokenId), content_type: 'image/svg+xml' }
      transfers.push({
        fungible_info: null,
        nft_info: {
          name: `${collection.name} #${t.tokenId}`,
          content: { preview: image, detail: image },
          flags: { is_spam: collection.isSpam },
        },
        direction,
        quantity: { numeric: '1' },
        price: null,
        value: null,
      })
      continue
    }
    const token = t.asset === 'native' ? NATIVE_TOKEN : evm.tokenInfo(t.asset)
    if (!token) continue
    const numeric = formatUnits(t.amount, token.decimals)
    const price = priceOf(token.symbol) || null
    transfers.push({
      fungible_info: { name: token.name, symbol: token.symbol, icon: { url: iconUrl(token.symbol) } },
      nft_info: null,
      direction,
      quantity: { numeric },
      price,
      value: price === null ? null : Number(numeric) * price,
    })
  }
  return {
    id: tx.hash,
    metadata: {
      operationType: operationType(tx, me, transfers, minted),
      hash: tx.hash,
      chain: evm.caipChainId,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: tx.from,
      sentTo: tx.to ?? tx.contractAddress ?? '',
      status: tx.status,
      nonce: tx.nonce,
      application: null,
    },
    // The service sends null, not [], for a transaction that moved nothing (an approval).
    transfers: transfers.length > 0 ? transfers : null,
  }
}

function operationType(tx: IndexedTx, me: string, transfers: WireTransfer[], minted: boolean): string {
  const sender = tx.from.toLowerCase() === me
  const ins = transfers.some((t) => t.direction === 'in')
  const outs = transfers.some((t) => t.direction === 'out')
  if (tx.isSwap && sender) return 'trade'
  if (tx.contractAddress && sender) return 'deploy'
  if (transfers.length === 0 && tx.isApproval) return 'approve'
  if (ins && outs) return 'trade'
  if (outs) return 'send'
  if (minted) return 'mint'
  if (ins) return 'receive'
  return 'execute'
}
