import type { Currency } from '@openappkit/core/api'

// Fixed prices: the devstack has no market. USD per unit, by token symbol.
export const USD_PRICES: Readonly<Record<string, number>> = {
  ETH: 3000,
  OAK: 2,
  TUSD: 1,
  SOL: 150,
  STT: 1,
  USDC: 1,
}

// Units of each currency per US dollar.
export const CURRENCY_PER_USD: Readonly<Record<Currency, number>> = {
  usd: 1,
  eur: 0.92,
  gbp: 0.79,
  aud: 1.52,
  cad: 1.36,
  inr: 83,
  jpy: 150,
  btc: 1 / 60000,
  eth: 1 / 3000,
}

/** Price of one unit of the token in the currency; 0 when the token has no price. */
export function priceOf(symbol: string, currency: Currency = 'usd'): number {
  const usd = USD_PRICES[symbol.toUpperCase()]
  return usd === undefined ? 0 : usd * CURRENCY_PER_USD[currency]
}
