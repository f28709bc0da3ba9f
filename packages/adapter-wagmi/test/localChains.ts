import { type Devstack, startDevstack } from '@openappkit/devstack'
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
