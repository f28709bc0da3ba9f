import type {
  BuyOnrampReturnType,
  GetAccountReturnType,
  SendTokensReturnType,
  SwitchNetworkReturnType,
} from '@openappkit/core'
import type { OnrampQuote } from '@openappkit/core/query'
import type { UseQueryResult } from '@tanstack/react-query'
import { expectTypeOf, test } from 'vitest'
import * as entry from './index.ts'
import {
  type NativeBalance,
  type Nft,
  type TokenBalance,
  type UseAccountReturnType,
  type UseActivityReturnType,
  type UseOnrampReturnType,
  useAccount,
  useActivity,
  useAppKit,
  useBalance,
  useConnect,
  useConnectedNamespaces,
  useDisconnect,
  useIdentity,
  useName,
  useNetwork,
  useNfts,
  useOnramp,
  usePairingExpiry,
  usePortfolio,
  useSend,
  useWallets,
  type WalletItem,
} from './index.ts'

// The public hooks' types as an app sees them: a change that fails here changes the published API.

test('query hooks return TanStack results over the SDK’s data', () => {
  expectTypeOf(useBalance()).toEqualTypeOf<UseQueryResult<NativeBalance | undefined, Error>>()
  expectTypeOf(usePortfolio().data).toEqualTypeOf<readonly TokenBalance[] | undefined>()
  expectTypeOf(useIdentity().data).toEqualTypeOf<{ name: string | null; avatar: string | null } | undefined>()
  expectTypeOf(useName().data).toEqualTypeOf<string | null | undefined>()
  expectTypeOf(useNfts().data).toEqualTypeOf<Nft[] | undefined>()
  expectTypeOf(useNfts({ query: { select: (nfts) => nfts.length } }).data).toEqualTypeOf<number | undefined>()
  expectTypeOf(useNfts().unavailableReason).toEqualTypeOf<
    'historyOff' | 'serviceOff' | 'notEvm' | undefined
  >()
})

test('query.select types the data', () => {
  expectTypeOf(useBalance({ query: { select: (balance) => balance?.value } }).data).toEqualTypeOf<
    bigint | undefined
  >()
  expectTypeOf(usePortfolio({ query: { select: (tokens) => tokens.length } }).data).toEqualTypeOf<
    number | undefined
  >()
  expectTypeOf(useName({ query: { select: (name) => name !== null } }).data).toEqualTypeOf<
    boolean | undefined
  >()
  useBalance({
    query: { select: (balance) => expectTypeOf(balance).toEqualTypeOf<NativeBalance | undefined>() },
  })
})

test('query takes TanStack options but not the SDK’s key or function', () => {
  useIdentity({ query: { enabled: false, refetchInterval: 10_000, staleTime: 0 } })
  useActivity({ query: { enabled: false } })
  // @ts-expect-error the key is the SDK's: one request for everyone asking the same
  useBalance({ query: { queryKey: ['mine'] } })
  // @ts-expect-error the function is the SDK's
  usePortfolio({ query: { queryFn: () => [] } })
  // @ts-expect-error an infinite list takes no select: it returns its own shape
  useActivity({ query: { select: () => 1 } })
})

test('the other hooks declare what they return', () => {
  expectTypeOf(useAccount()).toEqualTypeOf<UseAccountReturnType>()
  expectTypeOf(useActivity()).toEqualTypeOf<UseActivityReturnType>()
  expectTypeOf(useAppKit().open).parameter(0).toMatchTypeOf<{ view?: string } | undefined>()
  expectTypeOf(useConnect().connectAsync).toEqualTypeOf<
    (wallet: WalletItem) => Promise<GetAccountReturnType>
  >()
  expectTypeOf(useWallets().wallets).toEqualTypeOf<WalletItem[]>()
  expectTypeOf(useDisconnect().disconnectAsync).returns.toEqualTypeOf<Promise<void>>()
  expectTypeOf(useNetwork().switchNetworkAsync).returns.toEqualTypeOf<Promise<SwitchNetworkReturnType>>()
  expectTypeOf(useConnectedNamespaces().moveToAsync).returns.toEqualTypeOf<Promise<SwitchNetworkReturnType>>()
  expectTypeOf(usePairingExpiry(undefined).expired).toEqualTypeOf<boolean>()
  expectTypeOf(useSend().sendAsync).returns.toEqualTypeOf<Promise<SendTokensReturnType>>()
  expectTypeOf(useSend().error).toEqualTypeOf<Error | null>()
  expectTypeOf(useOnramp()).toEqualTypeOf<UseOnrampReturnType>()
  expectTypeOf(useOnramp().quote.data).toEqualTypeOf<OnrampQuote | undefined>()
  expectTypeOf(useOnramp({ query: { select: (q) => q.placeholder } }).quote.data).toEqualTypeOf<
    boolean | undefined
  >()
  expectTypeOf(useOnramp().buyAsync).returns.toEqualTypeOf<Promise<BuyOnrampReturnType>>()
})

test("the useAppKit… names are the same hooks, so an app importing wagmi's too loses nothing", () => {
  expectTypeOf(entry.useAppKitAccount).toEqualTypeOf(entry.useAccount)
  expectTypeOf(entry.useAppKitBalance).toEqualTypeOf(entry.useBalance)
  expectTypeOf(entry.useAppKitConnect).toEqualTypeOf(entry.useConnect)
  expectTypeOf(entry.useAppKitDisconnect).toEqualTypeOf(entry.useDisconnect)
  expectTypeOf(entry.useAppKitSignMessage).toEqualTypeOf(entry.useSignMessage)
  expectTypeOf(entry.useAppKitSignTypedData).toEqualTypeOf(entry.useSignTypedData)
})
