import { MutationObserver, QueryClient } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { NameRecord, RegisterNameParameters } from '../exports/index.ts'
import { registerNameMutationOptions } from '../exports/query.ts'

declare const appKit: AppKit
const options = registerNameMutationOptions(appKit)

test('it takes the name to register and resolves its record', () => {
  expectTypeOf(options.mutationKey).toEqualTypeOf<readonly ['openappkit', 'registerName']>()
  expectTypeOf(options.mutationFn).parameter(0).toEqualTypeOf<RegisterNameParameters>()
  expectTypeOf(options.mutationFn).returns.resolves.toEqualTypeOf<NameRecord>()
})

test('a query-core MutationObserver infers variables and data', () => {
  const observer = new MutationObserver(new QueryClient(), options)
  expectTypeOf(observer.mutate).parameter(0).toEqualTypeOf<RegisterNameParameters>()
  expectTypeOf(observer.getCurrentResult().data).toEqualTypeOf<NameRecord | undefined>()
})
