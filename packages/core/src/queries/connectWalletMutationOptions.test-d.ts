import { MutationObserver, QueryClient } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { ConnectWalletParameters, GetAccountReturnType } from '../exports/index.ts'
import { connectWalletMutationOptions } from '../exports/query.ts'

declare const appKit: AppKit
const options = connectWalletMutationOptions(appKit)

test('it takes the wallet to connect and resolves the account', () => {
  expectTypeOf(options.mutationKey).toEqualTypeOf<readonly ['openappkit', 'connectWallet']>()
  expectTypeOf(options.mutationFn).parameter(0).toEqualTypeOf<ConnectWalletParameters>()
  expectTypeOf(options.mutationFn).returns.resolves.toEqualTypeOf<GetAccountReturnType>()
})

test('a query-core MutationObserver infers variables and data', () => {
  const observer = new MutationObserver(new QueryClient(), options)
  expectTypeOf(observer.mutate).parameter(0).toEqualTypeOf<ConnectWalletParameters>()
  expectTypeOf(observer.getCurrentResult().data).toEqualTypeOf<GetAccountReturnType | undefined>()
})
