import { expectTypeOf, test } from 'vitest'
import { useName } from './useName.ts'

test('data is the name or null, or what `select` makes of it', () => {
  expectTypeOf(useName().data).toEqualTypeOf<string | null | undefined>()
  expectTypeOf(useName({ query: { select: (name) => name !== null } }).data).toEqualTypeOf<
    boolean | undefined
  >()
})

test('query takes TanStack options but not the SDK’s function or a select of another input', () => {
  useName({ namespace: 'eip155', query: { enabled: false, retry: 1 } })
  // @ts-expect-error the function is the SDK's
  useName({ query: { queryFn: () => null } })
  // @ts-expect-error select receives a name that may be null
  useName({ query: { select: (name: string) => name.length } })
})
