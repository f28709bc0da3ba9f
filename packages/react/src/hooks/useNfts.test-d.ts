import type { Nft } from '@openappkit/core'
import { expectTypeOf, test } from 'vitest'
import { useNfts } from './useNfts.ts'

test('data is the NFTs, or what `select` makes of them; availability stays beside it', () => {
  expectTypeOf(useNfts().data).toEqualTypeOf<Nft[] | undefined>()
  const counted = useNfts({ query: { select: (nfts) => nfts.length } })
  expectTypeOf(counted.data).toEqualTypeOf<number | undefined>()
  expectTypeOf(counted.unavailableReason).toEqualTypeOf<'historyOff' | 'serviceOff' | 'notEvm' | undefined>()
})

test('query takes TanStack options but not the SDK’s key or a select of another input', () => {
  useNfts({ query: { enabled: false, refetchInterval: 30_000 } })
  // @ts-expect-error the key is the SDK's
  useNfts({ query: { queryKey: ['mine'] } })
  // @ts-expect-error select receives the list, not one NFT
  useNfts({ query: { select: (nft: Nft) => nft } })
})
