import { MutationObserver, QueryClient } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { RevokeSmartSessionParameters } from '../exports/index.ts'
import { revokeSmartSessionMutationOptions } from '../exports/query.ts'

declare const appKit: AppKit
const options = revokeSmartSessionMutationOptions(appKit)

test('it takes the session to revoke and resolves nothing', () => {
  expectTypeOf(options.mutationKey).toEqualTypeOf<readonly ['openappkit', 'revokeSmartSession']>()
  const observer = new MutationObserver(new QueryClient(), options)
  expectTypeOf(observer.mutate).parameter(0).toEqualTypeOf<RevokeSmartSessionParameters>()
  expectTypeOf(observer.mutate).returns.resolves.toBeVoid()
})
