import type { TokenBalance } from '@openappkit/core'
import { expectTypeOf, test } from 'vitest'
import { usePortfolio } from './usePortfolio.ts'

test('data is the token balances, or what `select` makes of them', () => {
  expectTypeOf(usePortfolio().data).toEqualTypeOf<readonly TokenBalance[] | undefined>()
  expectTypeOf(usePortfolio({ query: { select: (tokens) => tokens.length } }).data).toEqualTypeOf<
    number | undefined
  >()
})

test('query takes TanStack options but not the SDK’s key, function or a select of another input', () => {
  usePortfolio({ query: { enabled: false, refetchInterval: 10_000, refetchOnWindowFocus: false } })
  // @ts-expect-error the key is the SDK's
  usePortfolio({ query: { queryKey: ['mine'] } })
  // @ts-expect-error the function is the SDK's
  usePortfolio({ query: { queryFn: () => [] } })
  // @ts-expect-error select receives the balances, not one balance
  usePortfolio({ query: { select: (token: TokenBalance) => token.symbol } })
})
