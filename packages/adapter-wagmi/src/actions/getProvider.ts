import type { Config } from '@wagmi/core'
import { currentConnection } from './walletChecks.ts'

/** The EIP-1193 provider of wagmi's current connection (the connector's own); undefined when none. */
export async function getProvider(config: Config): Promise<unknown> {
  return currentConnection(config)?.connector.getProvider()
}
