import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { CaipNetworkId, ExecuteSwapReturnType, SwapToken } from '../exports/index.ts'
import {
  type SwapQuote,
  swapAllowanceQueryOptions,
  swapGasPriceQueryOptions,
  swapMutationOptions,
  swapPricesQueryOptions,
  swapQuoteQueryOptions,
  swapTokensQueryOptions,
} from '../exports/query.ts'
import type { SwapTokenLists } from './swapTokenLists.ts'

declare const appKit: AppKit
declare const token: SwapToken
const client = new QueryClient()
const network = undefined

test('each query resolves its own data, and query-core infers it', () => {
  const tokens = swapTokensQueryOptions(appKit, { network })
  expectTypeOf(tokens.queryKey).toEqualTypeOf<
    readonly ['openappkit', 'swapTokens', { readonly caipNetworkId: CaipNetworkId | undefined }]
  >()
  expectTypeOf(client.fetchQuery(tokens)).resolves.toEqualTypeOf<SwapTokenLists>()
  expectTypeOf(new QueryObserver(client, tokens).getCurrentResult().data).toEqualTypeOf<
    SwapTokenLists | undefined
  >()

  const quote = swapQuoteQueryOptions(appKit, {
    network,
    address: undefined,
    from: token,
    to: token,
    amount: '1',
  })
  expectTypeOf(client.fetchQuery(quote)).resolves.toEqualTypeOf<SwapQuote>()
  expectTypeOf(new QueryObserver(client, quote).getCurrentResult().data).toEqualTypeOf<
    SwapQuote | undefined
  >()

  const prices = swapPricesQueryOptions(appKit, { tokens: [token] })
  expectTypeOf(client.fetchQuery(prices)).resolves.toEqualTypeOf<Record<string, number>>()

  const gasPrice = swapGasPriceQueryOptions(appKit, { network })
  expectTypeOf(client.fetchQuery(gasPrice)).resolves.toEqualTypeOf<bigint>()

  const allowance = swapAllowanceQueryOptions(appKit, { network, address: undefined, token })
  expectTypeOf(client.fetchQuery(allowance)).resolves.toEqualTypeOf<bigint>()
  expectTypeOf(new QueryObserver(client, allowance).getCurrentResult().data).toEqualTypeOf<
    bigint | undefined
  >()
})

test('swapping takes no variables and resolves the hashes', () => {
  const options = swapMutationOptions(appKit)
  expectTypeOf(options.mutationKey).toEqualTypeOf<readonly ['openappkit', 'swap']>()
  const observer = new MutationObserver(client, options)
  expectTypeOf(observer.mutate).toBeCallableWith()
  expectTypeOf(observer.getCurrentResult().data).toEqualTypeOf<ExecuteSwapReturnType | undefined>()
})
