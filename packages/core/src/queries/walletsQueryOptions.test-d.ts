import { type InfiniteData, InfiniteQueryObserver, QueryClient } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { GetWalletsResponse } from '../exports/api.ts'
import { walletsQueryOptions } from '../exports/query.ts'

declare const appKit: AppKit
const options = walletsQueryOptions(appKit, { search: 'rain' })

test('the key holds search and chains, pages are numbered and each resolves a directory page', () => {
  expectTypeOf(options.queryKey).toEqualTypeOf<
    readonly ['openappkit', 'wallets', { search: string | undefined; chains: readonly string[] }]
  >()
  expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<GetWalletsResponse>()
  expectTypeOf(options.initialPageParam).toEqualTypeOf<number>()
  expectTypeOf(options.getNextPageParam).returns.toEqualTypeOf<number | undefined>()
})

test('query-core infers the pages from the options', () => {
  const client = new QueryClient()
  expectTypeOf(client.fetchInfiniteQuery(options)).resolves.toEqualTypeOf<
    InfiniteData<GetWalletsResponse, number>
  >()
  expectTypeOf(new InfiniteQueryObserver(client, options).getCurrentResult().data?.pages).toEqualTypeOf<
    GetWalletsResponse[] | undefined
  >()
})
