import { MutationObserver, QueryClient } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { CaipNetwork, SwitchNetworkReturnType } from '../exports/index.ts'
import { switchNetworkMutationOptions } from '../exports/query.ts'

declare const appKit: AppKit
const options = switchNetworkMutationOptions(appKit)

test('it takes the network to switch to and resolves the switch', () => {
  expectTypeOf(options.mutationKey).toEqualTypeOf<readonly ['openappkit', 'switchNetwork']>()
  expectTypeOf(options.mutationFn).parameter(0).toEqualTypeOf<CaipNetwork>()
  expectTypeOf(options.mutationFn).returns.resolves.toEqualTypeOf<SwitchNetworkReturnType>()
})

test('a query-core MutationObserver infers variables and data', () => {
  const observer = new MutationObserver(new QueryClient(), options)
  expectTypeOf(observer.mutate).parameter(0).toEqualTypeOf<CaipNetwork>()
  expectTypeOf(observer.getCurrentResult().data).toEqualTypeOf<SwitchNetworkReturnType | undefined>()
})
