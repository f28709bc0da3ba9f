import { convertQuotesResponseSchema } from '../api/convert.ts'
import { InvalidResponseError } from '../errors/rest.ts'
import { restRequest } from './restRequest.ts'
import type { RestContext } from './restUrl.ts'

export type GetSwapQuoteParameters = {
  /** CAIP-10 ids of both tokens (the native coin as 0xeeee…eeee) and of the user. */
  from: string
  to: string
  userAddress: string
  /** In `from`'s smallest unit. */
  amount: bigint
  gasPrice?: string | undefined
  signal?: AbortSignal | undefined
}
export type GetSwapQuoteReturnType = { fromAmount: bigint; toAmount: bigint }

/** GET /v1/convert/quotes: what `amount` of `from` buys of `to`, from the service's first quote. */
export async function getSwapQuote(
  context: RestContext,
  parameters: GetSwapQuoteParameters,
): Promise<GetSwapQuoteReturnType> {
  const { quotes } = await restRequest(context, {
    service: 'blockchainApi',
    path: '/v1/convert/quotes',
    query: {
      amount: parameters.amount.toString(),
      userAddress: parameters.userAddress,
      from: parameters.from,
      to: parameters.to,
      gasPrice: parameters.gasPrice,
    },
    schema: convertQuotesResponseSchema,
    signal: parameters.signal,
  })
  const quote = quotes[0]
  if (!quote) throw new InvalidResponseError('/v1/convert/quotes', { details: 'The service sent no quote' })
  return { fromAmount: BigInt(quote.fromAmount), toAmount: BigInt(quote.toAmount) }
}
