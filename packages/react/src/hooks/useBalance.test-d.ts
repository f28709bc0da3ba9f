import type { NativeBalance } from '@openappkit/core'
import { expectTypeOf, test } from 'vitest'
import { useBalance } from './useBalance.ts'

test('data is the native balance, or what `select` makes of it', () => {
  expectTypeOf(useBalance().data).toEqualTypeOf<NativeBalance | undefined>()
  useBalance({
    query: { select: (balance) => expectTypeOf(balance).toEqualTypeOf<NativeBalance | undefined>() },
  })
  expectTypeOf(useBalance({ query: { select: (balance) => balance?.value } }).data).toEqualTypeOf<
    bigint | undefined
  >()
})

test('query takes TanStack options but not the SDK’s key, function or a select of another input', () => {
  useBalance({ query: { enabled: false, refetchInterval: 10_000, staleTime: 0, placeholderData: undefined } })
  // @ts-expect-error the key is the SDK's: one request for everyone asking the same
  useBalance({ query: { queryKey: ['mine'] } })
  // @ts-expect-error the function is the SDK's
  useBalance({ query: { queryFn: () => undefined } })
  // @ts-expect-error select receives the balance, not a string
  useBalance({ query: { select: (balance: string) => balance } })
})
