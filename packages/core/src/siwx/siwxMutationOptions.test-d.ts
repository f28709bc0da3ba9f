import { MutationObserver, QueryClient } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { SiwxSession } from '../exports/index.ts'
import {
  cancelSignInMutationOptions,
  signInMutationOptions,
  signOutMutationOptions,
} from '../exports/query.ts'

declare const appKit: AppKit
const client = new QueryClient()

test('signing in takes no variables and resolves the session', () => {
  const options = signInMutationOptions(appKit)
  expectTypeOf(options.mutationKey).toEqualTypeOf<readonly ['openappkit', 'siwx', 'signIn']>()
  const observer = new MutationObserver(client, options)
  expectTypeOf(observer.mutate).toBeCallableWith()
  expectTypeOf(observer.getCurrentResult().data).toEqualTypeOf<SiwxSession | undefined>()
})

test('signing out and cancelling resolve nothing', () => {
  for (const options of [signOutMutationOptions(appKit), cancelSignInMutationOptions(appKit)]) {
    const observer = new MutationObserver(client, options)
    expectTypeOf(observer.mutate).toBeCallableWith()
    expectTypeOf(observer.mutate).returns.resolves.toBeVoid()
  }
})
