import type { OnrampQuote } from '@openappkit/core/query'
import { expectTypeOf, test } from 'vitest'
import { useOnramp } from './useOnramp.ts'

test('quote.data is the quote, or what `select` makes of it', () => {
  expectTypeOf(useOnramp().quote.data).toEqualTypeOf<OnrampQuote | undefined>()
  expectTypeOf(useOnramp({ query: { select: (quote) => quote.placeholder } }).quote.data).toEqualTypeOf<
    boolean | undefined
  >()
})

test('query takes TanStack options for the quote but not the SDK’s key or a select of another input', () => {
  useOnramp({ query: { enabled: false, refetchInterval: false } })
  // @ts-expect-error the key is the SDK's
  useOnramp({ query: { queryKey: ['mine'] } })
  // @ts-expect-error select receives the quote, not a number
  useOnramp({ query: { select: (amount: number) => amount } })
})
