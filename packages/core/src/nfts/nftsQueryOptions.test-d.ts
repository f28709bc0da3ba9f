import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { CaipNetwork, Nft } from '../exports/index.ts'
import { nftsQueryOptions } from '../exports/query.ts'

declare const appKit: AppKit
declare const network: CaipNetwork
const options = nftsQueryOptions(appKit, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', network })

test('the key holds address and network and the function resolves the NFTs', () => {
  expectTypeOf(options.queryKey).toEqualTypeOf<
    readonly ['openappkit', 'nfts', { address: string | undefined; caipNetworkId: string | undefined }]
  >()
  expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<Nft[]>()
})

test('query-core infers the NFTs from the options', () => {
  const client = new QueryClient()
  expectTypeOf(client.fetchQuery(options)).resolves.toEqualTypeOf<Nft[]>()
  expectTypeOf(new QueryObserver(client, options).getCurrentResult().data).toEqualTypeOf<Nft[] | undefined>()
})
