import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { BuyOnrampParameters, BuyOnrampReturnType } from '../exports/index.ts'
import {
  buyOnrampMutationOptions,
  type OnrampOptions,
  type OnrampQuote,
  onrampOptionsQueryOptions,
  onrampQuoteQueryOptions,
} from '../exports/query.ts'

declare const appKit: AppKit
const client = new QueryClient()

test('the options query resolves what can be bought and paid with', () => {
  const options = onrampOptionsQueryOptions(appKit)
  expectTypeOf(options.queryKey).toEqualTypeOf<readonly ['openappkit', 'onrampOptions']>()
  expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<OnrampOptions>()
  expectTypeOf(client.fetchQuery(options)).resolves.toEqualTypeOf<OnrampOptions>()
  expectTypeOf(new QueryObserver(client, options).getCurrentResult().data).toEqualTypeOf<
    OnrampOptions | undefined
  >()
})

test('the quote query is keyed by the form and resolves a quote', () => {
  const options = onrampQuoteQueryOptions(appKit, {
    network: undefined,
    purchaseCurrency: undefined,
    paymentCurrency: undefined,
    amount: '100',
  })
  expectTypeOf(options.queryKey).toEqualTypeOf<
    readonly [
      'openappkit',
      'onrampQuote',
      {
        readonly purchase: string | undefined
        readonly payment: string | undefined
        readonly amount: string
        readonly network: string
      },
    ]
  >()
  expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<OnrampQuote>()
  expectTypeOf(client.fetchQuery(options)).resolves.toEqualTypeOf<OnrampQuote>()
  expectTypeOf(new QueryObserver(client, options).getCurrentResult().data).toEqualTypeOf<
    OnrampQuote | undefined
  >()
})

test('buying takes the window opened in the click and resolves the purchase', () => {
  const options = buyOnrampMutationOptions(appKit)
  expectTypeOf(options.mutationKey).toEqualTypeOf<readonly ['openappkit', 'buyOnramp']>()
  const observer = new MutationObserver(client, options)
  expectTypeOf(observer.mutate).parameter(0).toEqualTypeOf<BuyOnrampParameters>()
  expectTypeOf(observer.getCurrentResult().data).toEqualTypeOf<BuyOnrampReturnType | undefined>()
})
