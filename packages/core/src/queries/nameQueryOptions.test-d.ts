import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { GetNameReturnType } from '../exports/index.ts'
import { nameQueryOptions } from '../exports/query.ts'

declare const appKit: AppKit
const options = nameQueryOptions(appKit, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })

test('the key holds the address and the function resolves the name', () => {
  expectTypeOf(options.queryKey).toEqualTypeOf<
    readonly ['openappkit', 'name', { address: string | undefined }]
  >()
  expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<GetNameReturnType>()
})

test('query-core infers the name from the options', () => {
  const client = new QueryClient()
  expectTypeOf(client.fetchQuery(options)).resolves.toEqualTypeOf<GetNameReturnType>()
  expectTypeOf(new QueryObserver(client, options).getCurrentResult().data).toEqualTypeOf<
    GetNameReturnType | undefined
  >()
})
