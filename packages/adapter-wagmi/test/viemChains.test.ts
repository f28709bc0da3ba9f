import type { CaipNetwork } from '@openappkit/core'
import type { Address } from 'viem'
import { defineChain } from 'viem'
import { anvil, mainnet } from 'viem/chains'
import { afterAll, expect, test } from 'vitest'
import { createWagmiAdapter } from '../src/exports/index.ts'
import { type LocalChains, useLocalChains } from './localChains.ts'

// viem's chains given as they are, as an app moving from wagmi has them.

let chains: LocalChains
let local: CaipNetwork
useLocalChains((environment) => {
  ;({ chains, local } = environment)
})
const adapters: { destroy(): void }[] = []
afterAll(() => {
  for (const adapter of adapters) adapter.destroy()
})

test('viem chains are served as eip155 networks, and read through their RPC', async () => {
  // viem's anvil, pointed at the devstack's anvil (its own URL is a fixed local port).
  const devAnvil = defineChain({ ...anvil, id: local.id as number, rpcUrls: local.rpcUrls })
  const adapter = createWagmiAdapter({ networks: [mainnet, devAnvil], storage: null, injected: false })
  adapters.push(adapter)
  expect(adapter.networks.map((n) => [n.caipNetworkId, n.name])).toEqual([
    ['eip155:1', 'Ethereum'],
    [`eip155:${local.id}`, 'Anvil'],
  ])
  const address = chains.devstack.accounts.evm[0]?.address as Address
  const balance = await adapter.getBalance({ address, network: adapter.networks[1] as CaipNetwork })
  expect(balance).toMatchObject({ symbol: 'ETH', decimals: 18 })
  expect(balance.value).toBeGreaterThan(0n)
})
