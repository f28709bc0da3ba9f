import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { SendFee, SendTokensReturnType } from '../exports/index.ts'
import {
  sendFeeQueryOptions,
  sendMutationOptions,
  sendReceiverMutationOptions,
  sendTokenPriceQueryOptions,
} from '../exports/query.ts'
import type { SendReceiver } from './setSendReceiver.ts'

declare const appKit: AppKit
const client = new QueryClient()

test('the fee query resolves the drafted send’s fee', () => {
  const options = sendFeeQueryOptions(appKit, {
    address: undefined,
    network: undefined,
    token: undefined,
    receiverAddress: undefined,
  })
  expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<SendFee>()
  expectTypeOf(client.fetchQuery(options)).resolves.toEqualTypeOf<SendFee>()
  expectTypeOf(new QueryObserver(client, options).getCurrentResult().data).toEqualTypeOf<
    SendFee | undefined
  >()
})

test('the price query resolves a USD price or null', () => {
  const options = sendTokenPriceQueryOptions(appKit, { network: undefined, token: undefined })
  expectTypeOf(options.queryKey).toEqualTypeOf<
    readonly ['openappkit', 'fungiblePrice', { readonly id: string | undefined }]
  >()
  expectTypeOf(client.fetchQuery(options)).resolves.toEqualTypeOf<number | null>()
  expectTypeOf(new QueryObserver(client, options).getCurrentResult().data).toEqualTypeOf<
    number | null | undefined
  >()
})

test('sending takes no variables and resolves the hash', () => {
  const observer = new MutationObserver(client, sendMutationOptions(appKit))
  expectTypeOf(observer.mutate).toBeCallableWith()
  expectTypeOf(observer.getCurrentResult().data).toEqualTypeOf<SendTokensReturnType | undefined>()
})

test('setting the receiver takes what was typed and resolves the receiver', () => {
  const observer = new MutationObserver(client, sendReceiverMutationOptions(appKit))
  expectTypeOf(observer.mutate).parameter(0).toEqualTypeOf<string>()
  expectTypeOf(observer.getCurrentResult().data).toEqualTypeOf<SendReceiver | undefined>()
})
