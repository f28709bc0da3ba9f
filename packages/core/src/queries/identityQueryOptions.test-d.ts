import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { GetIdentityWithFallbackReturnType } from '../exports/index.ts'
import { identityQueryOptions } from '../exports/query.ts'

declare const appKit: AppKit
const options = identityQueryOptions(appKit, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })

test('the key holds the address and the function resolves name and avatar', () => {
  expectTypeOf(options.queryKey).toEqualTypeOf<
    readonly ['openappkit', 'identity', { address: string | undefined }]
  >()
  expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<GetIdentityWithFallbackReturnType>()
  expectTypeOf<GetIdentityWithFallbackReturnType>().toEqualTypeOf<{
    name: string | null
    avatar: string | null
  }>()
})

test('query-core infers the identity from the options', () => {
  const client = new QueryClient()
  expectTypeOf(client.fetchQuery(options)).resolves.toEqualTypeOf<GetIdentityWithFallbackReturnType>()
  expectTypeOf(new QueryObserver(client, options).getCurrentResult().data).toEqualTypeOf<
    GetIdentityWithFallbackReturnType | undefined
  >()
})
