import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { NameLookupResponse } from '../exports/api.ts'
import { nameRecordQueryOptions } from '../exports/query.ts'

declare const appKit: AppKit
const options = nameRecordQueryOptions(appKit, { name: 'alice.reown.id' })

test('the key holds the name and the function resolves its record', () => {
  expectTypeOf(options.queryKey).toEqualTypeOf<
    readonly ['openappkit', 'nameRecord', { name: string | undefined }]
  >()
  expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<NameLookupResponse>()
})

test('query-core infers the record from the options', () => {
  const client = new QueryClient()
  expectTypeOf(client.fetchQuery(options)).resolves.toEqualTypeOf<NameLookupResponse>()
  expectTypeOf(new QueryObserver(client, options).getCurrentResult().data).toEqualTypeOf<
    NameLookupResponse | undefined
  >()
})
