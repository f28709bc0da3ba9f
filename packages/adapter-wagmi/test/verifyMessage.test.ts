import type { CaipNetwork } from '@openappkit/core'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, test } from 'vitest'
import { createWagmiAdapter } from '../src/exports/index.ts'
import { memoryStorage } from './fixtures.ts'
import { type LocalChains, useLocalChains } from './localChains.ts'

// The check sign-in sessions are believed by: viem's verifyMessage through the chain (anvil
// here), with no wallet connected.

let chains: LocalChains
let local: CaipNetwork
useLocalChains((environment) => {
  ;({ chains, local } = environment)
})
const adapters: { destroy(): void }[] = []
afterAll(() => {
  for (const adapter of adapters) adapter.destroy()
})

describe('verifyMessage', () => {
  test("an account's signature of a text holds; another account's, a changed text or garbage does not", async () => {
    const adapter = createWagmiAdapter({ networks: [local], storage: memoryStorage(), injected: false })
    adapters.push(adapter)
    const [alice, bob] = chains.devstack.accounts.evm.map((a) => privateKeyToAccount(a.privateKey as Hex))
    if (!alice || !bob) throw new Error('two test accounts expected')
    const message = 'app.example wants you to sign in'
    const signature = await alice.signMessage({ message })
    const verify = (overrides: Partial<{ address: string; message: string; signature: string }>) =>
      adapter.verifyMessage?.({ address: alice.address, message, signature, network: local, ...overrides })
    expect(await verify({})).toBe(true)
    expect(await verify({ signature: await bob.signMessage({ message }) })).toBe(false)
    expect(await verify({ message: `${message}!` })).toBe(false)
    expect(await verify({ address: bob.address })).toBe(false)
    expect(await verify({ signature: 'not hex' })).toBe(false)
    expect(await verify({ address: 'nobody' })).toBe(false)
  })
})
