import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { CaipNetwork, GetPortfolioReturnType, TokenBalance } from '../exports/index.ts'
import { portfolioQueryOptions } from '../exports/query.ts'

declare const appKit: AppKit
declare const network: CaipNetwork
const options = portfolioQueryOptions(appKit, {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  network,
})

test('the key holds address and network and the function resolves the balances', () => {
  expectTypeOf(options.queryKey).toEqualTypeOf<
    readonly ['openappkit', 'portfolio', { address: string | undefined; caipNetworkId: string | undefined }]
  >()
  expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<GetPortfolioReturnType>()
  expectTypeOf<GetPortfolioReturnType>().toEqualTypeOf<readonly TokenBalance[]>()
})

test('query-core infers the balances from the options', () => {
  const client = new QueryClient()
  expectTypeOf(client.fetchQuery(options)).resolves.toEqualTypeOf<GetPortfolioReturnType>()
  expectTypeOf(new QueryObserver(client, options).getCurrentResult().data).toEqualTypeOf<
    GetPortfolioReturnType | undefined
  >()
})
