// Portfolio entries as the data service sends them, for msw answers.
import { HttpResponse, http } from 'msw'

export const etherBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '2.5' },
  iconUrl: '',
}
export const tokenBalance = {
  name: 'OpenAppKit Test Token',
  symbol: 'OAK',
  chainId: 'eip155:1',
  address: 'eip155:1:0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F',
  price: 2,
  quantity: { decimals: '18', numeric: '100' },
  iconUrl: '',
}

/** The data service's supported-chains answer: every network these tests ask balances for. */
export const supportedChainsHandler = (api: string) =>
  http.get(`${api}/v1/supported-chains`, () =>
    HttpResponse.json({ http: ['eip155:1', 'eip155:10', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: [] }),
  )
