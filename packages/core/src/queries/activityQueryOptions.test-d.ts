import { type InfiniteData, InfiniteQueryObserver, QueryClient } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { CaipNetwork, HistoryResponse } from '../exports/index.ts'
import { activityQueryOptions } from '../exports/query.ts'

declare const appKit: AppKit
declare const network: CaipNetwork
const options = activityQueryOptions(appKit, {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  network,
})

test('the key holds address and network, pages follow a cursor and each resolves a history page', () => {
  expectTypeOf(options.queryKey).toEqualTypeOf<
    readonly ['openappkit', 'activity', { address: string | undefined; caipNetworkId: string | undefined }]
  >()
  expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<HistoryResponse>()
  expectTypeOf(options.initialPageParam).toEqualTypeOf<string | undefined>()
})

test('query-core infers the pages from the options', () => {
  const client = new QueryClient()
  expectTypeOf(client.fetchInfiniteQuery(options)).resolves.toEqualTypeOf<
    InfiniteData<HistoryResponse, string | undefined>
  >()
  expectTypeOf(new InfiniteQueryObserver(client, options).getCurrentResult().data?.pages).toEqualTypeOf<
    HistoryResponse[] | undefined
  >()
})
