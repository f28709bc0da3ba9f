import { fungiblePriceResponseSchema } from '../api/fungible.ts'
import { restEndpoint } from './restEndpoint.ts'
import type { RestContext } from './restUrl.ts'

export type GetFungiblePricesParameters = {
  /** CAIP-10 ids of the tokens (the native coin as its placeholder address). */
  addresses: readonly string[]
  signal?: AbortSignal | undefined
}

/** POST /v1/fungible/price: USD prices of tokens; unknown tokens are left out. */
export const getFungiblePrices = restEndpoint(
  'blockchainApi',
  (parameters: GetFungiblePricesParameters, context: RestContext) => ({
    path: '/v1/fungible/price',
    method: 'POST',
    body: { currency: 'usd', addresses: parameters.addresses, projectId: context.options.projectId },
    schema: fungiblePriceResponseSchema,
    select: (response) => response.fungibles,
  }),
)
