import type { Transaction } from '@openappkit/core'
import { expectTypeOf, test } from 'vitest'
import { useActivity } from './useActivity.ts'

test('the list is the transactions as shown, whatever query says', () => {
  expectTypeOf(useActivity({ query: { enabled: false } }).transactions).toEqualTypeOf<Transaction[]>()
})

test('query takes the options an infinite list can, not select or the SDK’s key', () => {
  useActivity({
    query: { enabled: false, refetchInterval: 30_000, refetchOnWindowFocus: false, staleTime: 0 },
  })
  // @ts-expect-error an infinite list takes no select: it returns its own shape
  useActivity({ query: { select: () => 1 } })
  // @ts-expect-error the key is the SDK's
  useActivity({ query: { queryKey: ['mine'] } })
  // @ts-expect-error enabled is a boolean here
  useActivity({ query: { enabled: 'yes' } })
})
