import type { OnrampOptionsResponse } from '../api/onramp.ts'

/** The providers and their fee ranges. */
export const onrampProviders = [
  { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%' },
  { name: 'meld', label: 'Meld', feeRange: '1-2%' },
] as const
export type OnrampProvider = (typeof onrampProviders)[number]

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/**
 * What the onramp offers when `GET /v1/onramp/options` fails: USD and EUR with the
 * card (10.00–7500.00) and bank-account (10.00–25000.00) limits. The purchase currencies are ours
 * (the product names none): ETH and USDC on Ethereum.
 */
export const defaultOnrampOptions: OnrampOptionsResponse = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        },
      ],
    },
  ],
}
