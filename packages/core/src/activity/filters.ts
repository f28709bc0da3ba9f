export type TransferLike = { nft_info?: { flags: { is_spam: boolean } } | undefined }
export type ChainTransaction = { metadata: { chain: string }; transfers: readonly TransferLike[] }

/** Tokens with decimals '0' are not fungible balances worth showing. */
export function filterZeroDecimalTokens<T extends { quantity: { decimals: string } }>(
  tokens: readonly T[],
): T[] {
  return tokens.filter((token) => token.quantity.decimals !== '0')
}

/** A transaction whose every transfer is a spam NFT is hidden; one real transfer keeps it. */
export function isSpamNftOnlyTransaction(transaction: Pick<ChainTransaction, 'transfers'>): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam)
  )
}

/** What the activity list shows: the connected chain's transactions, spam-NFT-only ones removed. */
export function filterTransactionsForDisplay<T extends ChainTransaction>(
  transactions: readonly T[],
  caipNetworkId: string,
): T[] {
  return transactions.filter((tx) => tx.metadata.chain === caipNetworkId && !isSpamNftOnlyTransaction(tx))
}
