import { expectTypeOf, test } from 'vitest'
import { type Eip1193Provider, useWalletProvider } from './useWalletProvider.ts'

test('eip155 gives an EIP-1193 provider; another namespace what the app names', () => {
  expectTypeOf(useWalletProvider('eip155').provider).toEqualTypeOf<Eip1193Provider | undefined>()
  expectTypeOf(useWalletProvider('solana').provider).toEqualTypeOf<unknown>()
  type Wallet = { name: string; accounts: readonly { address: string }[] }
  expectTypeOf(useWalletProvider<Wallet>('solana').provider).toEqualTypeOf<Wallet | undefined>()
  // What viem's `custom()` transport asks of a provider.
  expectTypeOf<Eip1193Provider['request']>().parameter(0).toMatchTypeOf<{ method: string }>()
})
