import { type FungiblePrice, fungiblePriceResponseSchema } from '../api/fungible.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'

export type GetFungiblePricesParameters = {
  /** CAIP-10 ids of the tokens (the native coin as its placeholder address). */
  addresses: readonly string[]
  signal?: AbortSignal | undefined
}

/** POST /v1/fungible/price: USD prices of tokens; unknown tokens are left out. */
export async function getFungiblePrices(
  context: RestContext,
  parameters: GetFungiblePricesParameters,
): Promise<readonly FungiblePrice[]> {
  const { fungibles } = await restRequest(context, {
    service: 'blockchainApi',
    path: '/v1/fungible/price',
    method: 'POST',
    body: { currency: 'usd', addresses: parameters.addresses, projectId: context.options.projectId },
    schema: fungiblePriceResponseSchema,
    signal: parameters.signal,
  })
  return fungibles
}
