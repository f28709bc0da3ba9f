import type { Balance, Currency, Transaction, TransactionTransfer } from '@openappkit/core/api'
import { type Address, formatUnits, zeroAddress } from 'viem'
import { type EvmData, type IndexedTx, NATIVE_TOKEN } from '../evm/evmData.ts'
import { priceOf } from './prices.ts'
import type { SolanaData } from './solanaData.ts'

// Balances and history entries in the wire shape, from what the chains hold and what the EVM
// indexer saw. Zero balances are left out; the native coin carries no token address.

type IconUrl = (symbol: string) => string

interface Holding {
  name: string
  symbol: string
  decimals: number
  amount: bigint
  /** Token contract or mint; absent for the native coin. */
  token?: string
}

function toBalance(chainId: string, h: Holding, currency: Currency, iconUrl: IconUrl): Balance {
  const numeric = formatUnits(h.amount, h.decimals)
  const price = priceOf(h.symbol, currency)
  return {
    name: h.name,
    symbol: h.symbol,
    chainId,
    ...(h.token ? { address: `${chainId}:${h.token}` } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(h.decimals), numeric },
    iconUrl: iconUrl(h.symbol),
  }
}

export async function evmBalances(evm: EvmData, address: Address, currency: Currency, iconUrl: IconUrl) {
  const { native, tokens } = await evm.holdings(address)
  const holdings: Holding[] = [
    { ...NATIVE_TOKEN, amount: native },
    ...tokens.map(({ token, amount }) => ({ ...token, amount, token: token.address })),
  ]
  return holdings.filter((h) => h.amount > 0n).map((h) => toBalance(evm.caipChainId, h, currency, iconUrl))
}

export async function solanaBalances(
  data: SolanaData,
  address: string,
  currency: Currency,
  iconUrl: IconUrl,
) {
  const { lamports, tokens } = await data.holdings(address)
  const holdings: Holding[] = [
    { name: 'Solana', symbol: 'SOL', decimals: 9, amount: lamports },
    ...tokens.map((t) => ({ ...t.meta, amount: t.amount, token: t.mint })),
  ]
  return holdings.filter((h) => h.amount > 0n).map((h) => toBalance(data.caipChainId, h, currency, iconUrl))
}

/** One history entry of `tx` as `address` sees it: only the transfers that moved its assets. */
export function toTransaction(evm: EvmData, tx: IndexedTx, address: Address, iconUrl: IconUrl): Transaction {
  const me = address.toLowerCase()
  const transfers: TransactionTransfer[] = []
  let minted = false
  for (const t of tx.transfers) {
    const fromMe = t.from.toLowerCase() === me
    const toMe = t.to.toLowerCase() === me
    if (!fromMe && !toMe) continue
    if (toMe && t.from === zeroAddress) minted = true
    const token = t.asset === 'native' ? NATIVE_TOKEN : evm.tokenInfo(t.asset)
    if (!token) continue
    const numeric = formatUnits(t.amount, token.decimals)
    const price = priceOf(token.symbol)
    transfers.push({
      fungible_info: { name: token.name, symbol: token.symbol, icon: { url: iconUrl(token.symbol) } },
      direction: fromMe && toMe ? 'self' : fromMe ? 'out' : 'in',
      quantity: { numeric },
      price,
      value: Number(numeric) * price,
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
    },
    transfers,
  }
}

function operationType(tx: IndexedTx, me: string, transfers: TransactionTransfer[], minted: boolean): string {
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
