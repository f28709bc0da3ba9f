import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { NameSuggestionsResponse } from '../exports/api.ts'
import { nameSuggestionsQueryOptions } from '../exports/query.ts'

type Suggestions = NameSuggestionsResponse['suggestions']

declare const appKit: AppKit
const options = nameSuggestionsQueryOptions(appKit, { name: 'alice', zone: 'reown.id' })

test('the key holds label and zone and the function resolves the suggestions', () => {
  expectTypeOf(options.queryKey).toEqualTypeOf<
    readonly ['openappkit', 'nameSuggestions', { name: string | undefined; zone: string }]
  >()
  expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<Suggestions>()
})

test('query-core infers the suggestions from the options', () => {
  const client = new QueryClient()
  expectTypeOf(client.fetchQuery(options)).resolves.toEqualTypeOf<Suggestions>()
  expectTypeOf(new QueryObserver(client, options).getCurrentResult().data).toEqualTypeOf<
    Suggestions | undefined
  >()
})
