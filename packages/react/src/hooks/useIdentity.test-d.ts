import { expectTypeOf, test } from 'vitest'
import { useIdentity } from './useIdentity.ts'

type Identity = { name: string | null; avatar: string | null }

test('data is name and avatar, or what `select` makes of them', () => {
  expectTypeOf(useIdentity().data).toEqualTypeOf<Identity | undefined>()
  expectTypeOf(useIdentity({ query: { select: (identity) => identity.avatar } }).data).toEqualTypeOf<
    string | null | undefined
  >()
})

test('query takes TanStack options but not the SDK’s key or a select of another input', () => {
  useIdentity({
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    query: { enabled: false, staleTime: 0 },
  })
  // @ts-expect-error the key is the SDK's
  useIdentity({ query: { queryKey: ['mine'] } })
  // @ts-expect-error select receives `{ name, avatar }`, not a string
  useIdentity({ query: { select: (name: string) => name } })
})
