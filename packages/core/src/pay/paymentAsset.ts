import type { CaipNetworkId } from '../networks/types.ts'

/** What a payment is made in: a network (CAIP-2), the token on it or its native coin, and how to show it. */
export type PaymentAsset = {
  network: CaipNetworkId
  /** The token contract (EVM) or mint (Solana), or 'native' for the network's own coin. */
  asset: string
  metadata: { name: string; symbol: string; decimals: number }
}

/** The devstack's OAK token on its anvil chain (31337). */
export const devstackOak: PaymentAsset = {
  network: 'eip155:31337',
  asset: '0x8AcBAf96854FC758de8C3aBc8DCc179D60c0461F',
  metadata: { name: 'OpenAppKit Test Token', symbol: 'OAK', decimals: 18 },
}

/** Ether on the devstack's anvil chain. */
export const devstackEth: PaymentAsset = {
  network: 'eip155:31337',
  asset: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

/** SOL on the devstack's Solana chain. */
export const devstackSol: PaymentAsset = {
  network: 'solana:Cvqce7rvPVZ6rQWzjbMqe5CsLhH3xUHj',
  asset: 'native',
  metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 },
}
