import { MutationObserver, QueryClient } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { DisconnectParameters } from '../exports/index.ts'
import { disconnectMutationOptions } from '../exports/query.ts'

declare const appKit: AppKit
const options = disconnectMutationOptions(appKit)

test('it takes optional parameters and resolves nothing', () => {
  expectTypeOf(options.mutationKey).toEqualTypeOf<readonly ['openappkit', 'disconnect']>()
  expectTypeOf(options.mutationFn).parameter(0).toEqualTypeOf<DisconnectParameters | undefined>()
  expectTypeOf(options.mutationFn).returns.resolves.toEqualTypeOf<void>()
})

test('a query-core MutationObserver infers variables and data', () => {
  const observer = new MutationObserver(new QueryClient(), options)
  expectTypeOf(observer.mutate).parameter(0).toEqualTypeOf<DisconnectParameters | undefined>()
  expectTypeOf(observer.mutate).returns.resolves.toBeVoid()
})
