import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { CaipNetwork, GetPortfolioReturnType, NativeBalance } from '../exports/index.ts'
import { balanceQueryOptions, portfolioQueryOptions } from '../exports/query.ts'

declare const appKit: AppKit
declare const network: CaipNetwork
const parameters = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', network }
const options = balanceQueryOptions(appKit, parameters)

test('it shares the portfolio’s key and request, and selects the native balance', () => {
  expectTypeOf(options.queryKey).toEqualTypeOf(portfolioQueryOptions(appKit, parameters).queryKey)
  expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<GetPortfolioReturnType>()
  expectTypeOf(options.select).returns.toEqualTypeOf<NativeBalance | undefined>()
})

test('query-core fetches the portfolio and observes the native balance', () => {
  const client = new QueryClient()
  expectTypeOf(client.fetchQuery(options)).resolves.toEqualTypeOf<GetPortfolioReturnType>()
  expectTypeOf(new QueryObserver(client, options).getCurrentResult().data).toEqualTypeOf<
    NativeBalance | undefined
  >()
})
