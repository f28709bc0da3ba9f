// The answers of the hosted data service, in the shapes its server serialises (learned from the
// public blockchain-api source: src/handlers/balance.rs, history.rs, identity.rs,
// database/types.rs). The devstack writes these, not the SDK's reading schemas: those accept
// more (absent or null alike) and normalise, so sharing them would let the two sides agree on a
// shape the real service never sends. `Option` fields are `null` unless the server skips them.

/** `chainId`, `address` and `value` are left out when unknown (skip_serializing_if). */
export type WireBalance = {
  name: string
  symbol: string
  chainId?: string
  /** CAIP-10 for tokens; absent for an EVM chain's native coin; SOL's plain pseudo-mint on Solana. */
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}
export type WireBalanceResponse = { balances: WireBalance[] }

export type WireUrl = { url: string }
export type WireMedia = { url: string; content_type: string | null }

export type WireTransfer = {
  fungible_info: { name: string | null; symbol: string | null; icon: WireUrl | null } | null
  nft_info: {
    name: string | null
    content: { preview: WireMedia | null; detail: WireMedia | null } | null
    flags: { is_spam: boolean }
  } | null
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value: number | null
  price: number | null
}

export type WireTransaction = {
  id: string
  metadata: {
    operationType: string
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: string
    nonce: number
    application: { name: string | null; iconUrl: string | null } | null
    chain: string | null
  }
  /** null when the transaction moved nothing (an approval). */
  transfers: WireTransfer[] | null
}
export type WireHistoryResponse = { data: WireTransaction[]; next: string | null }

export type WireIdentity = { name: string | null; avatar: string | null; resolvedAt: string | null }

/** A name record: ISO times, addresses keyed by ENSIP-11 coin type, attributes a map or null. */
export type WireNameRecord = {
  name: string
  registered_at: string
  updated_at: string
  attributes: Record<string, string> | null
  addresses: Record<string, { address: string; created_at: string | null }>
}

/** `POST /v1/fungible/price` (`FungiblePriceItem`): every field is sent. */
export type WireFungiblePrice = {
  address: string
  name: string
  symbol: string
  iconUrl: string
  price: number
  decimals: number
}
export type WireFungiblePriceResponse = { fungibles: WireFungiblePrice[] }

// -- convert (handlers/convert/*.rs) ----------------------------------------------------------

/** `TokenItem`: `logoUri` and `eip2612` are `Option`s, sent as null when unknown. */
export type WireSwapToken = {
  name: string
  symbol: string
  /** CAIP-10. */
  address: string
  decimals: number
  logoUri: string | null
  eip2612: boolean | null
}
export type WireSwapTokensResponse = { tokens: WireSwapToken[] }
export type WireSwapQuoteResponse = {
  quotes: {
    id: string | null
    fromAmount: string
    fromAccount: string
    toAmount: string
    toAccount: string
  }[]
}
export type WireSwapAllowanceResponse = { allowance: string }
export type WireGasPriceResponse = { standard: string; fast: string; instant: string }
/** `ConvertApproveTx` (no rename_all): its `eip155` holds `gasPrice` only. */
export type WireSwapApproveResponse = {
  tx: { from: string; to: string; data: string; value: string; eip155: { gasPrice: string } | null }
}
export type WireSwapTransactionResponse = {
  tx: {
    from: string
    to: string
    data: string
    amount: string
    eip155: { gas: string; gasPrice: string } | null
  }
}

// -- onramp (handlers/onramp/options.rs, quotes.rs) --------------------------------------------

/** Renamed on serialise field by field: `limits` stays, the networks' fields go camelCase. */
export type WireOnrampOptionsResponse = {
  paymentCurrencies: { id: string; limits: { id: string; min: string; max: string }[] }[]
  purchaseCurrencies: {
    id: string
    name: string
    symbol: string
    networks: { name: string; displayName: string; contractAddress: string; chainId: string }[]
  }[]
}
/** `PayOptionValue` is `{ value, currency }`; the subtotal is `paymentSubTotal`. */
export type WireMoney = { value: string; currency: string }
export type WireOnrampQuoteResponse = {
  paymentTotal: WireMoney
  paymentSubTotal: WireMoney
  purchaseAmount: WireMoney
  coinbaseFee: WireMoney
  networkFee: WireMoney
  quoteId: string
}
export type WireOnrampUrlResponse = { url: string }

// -- smart sessions (handlers/sessions/list.rs) -------------------------------------------------

/** `PermissionTypeData`: `data` is any JSON the type defines. */
export type WirePermission = { type: string; data: unknown }
/** `Pci`: the server fills `url` and `iconUrl` with null; `context` is null until activated. */
export type WireSmartSession = {
  project: { id: string; name: string; url: string | null; iconUrl: string | null }
  pci: string
  expiry: number
  createdAt: number
  permissions: WirePermission[]
  policies: WirePermission[]
  context: string | null
  revokedAt: number | null
}
export type WireSessionsResponse = { pcis: WireSmartSession[] }
