import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { WalletListing } from '../exports/api.ts'
import { featuredWalletsQueryOptions } from '../exports/query.ts'

declare const appKit: AppKit
const options = featuredWalletsQueryOptions(appKit)

test('the key holds the ids and the function resolves the listings', () => {
  expectTypeOf(options.queryKey).toEqualTypeOf<
    readonly ['openappkit', 'featuredWallets', { ids: readonly string[] }]
  >()
  expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<WalletListing[]>()
})

test('query-core infers the listings from the options', () => {
  const client = new QueryClient()
  expectTypeOf(client.fetchQuery(options)).resolves.toEqualTypeOf<WalletListing[]>()
  expectTypeOf(new QueryObserver(client, options).getCurrentResult().data).toEqualTypeOf<
    WalletListing[] | undefined
  >()
})
