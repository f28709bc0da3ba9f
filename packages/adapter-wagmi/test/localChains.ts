import type { CaipNetwork } from '@openappkit/core'
import { type Devstack, startDevstack } from '@openappkit/devstack'
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll } from 'vitest'
import { localNetwork } from './fixtures'
import { installDom } from './installDom'
import { startSecondChain } from './secondChain'

export type LocalChains = {
  devstack: Devstack
  second: { url: string; chainId: number }
  stop(): Promise<void>
}

/**
 * The devstack (anvil with the test tokens) and a second anvil for switching and adding chains.
 * Each test file gets its own, so files never share nonces or balances.
 */
export async function startLocalChains(): Promise<LocalChains> {
  const second = startSecondChain(31338)
  try {
    const devstack = await startDevstack({ ports: 0, solana: false })
    const chain = await second
    return {
      devstack,
      second: { url: chain.url, chainId: 31338 },
      stop: async () => {
        await Promise.all([devstack.stop(), chain.stop()])
      },
    }
  } catch (error) {
    await second.then((c) => c.stop()).catch(() => {})
    throw error
  }
}

export type LocalChainsEnvironment = {
  chains: LocalChains
  /** The devstack's chain and the second anvil, as the app's networks. */
  local: CaipNetwork
  other: CaipNetwork
  /** Readers for checking balances on chain. */
  chain: PublicClient
  otherChain: PublicClient
}

/**
 * For a test file: a DOM for EIP-6963 announcements and the two local chains, started before the
 * file's tests and stopped after them; `onReady` receives them.
 */
export function useLocalChains(onReady: (environment: LocalChainsEnvironment) => void) {
  let removeDom: (() => void) | undefined
  let chains: LocalChains | undefined
  beforeAll(async () => {
    removeDom = installDom()
    chains = await startLocalChains()
    const { devstack, second } = chains
    onReady({
      chains,
      local: localNetwork(devstack.chains.evm.chainId, devstack.urls.evmRpc, 'Devstack'),
      other: localNetwork(second.chainId, second.url, 'Second Local'),
      chain: createPublicClient({ transport: http(devstack.urls.evmRpc) }) as PublicClient,
      otherChain: createPublicClient({ transport: http(second.url) }) as PublicClient,
    })
  })
  afterAll(async () => {
    removeDom?.()
    await chains?.stop()
  })
}
