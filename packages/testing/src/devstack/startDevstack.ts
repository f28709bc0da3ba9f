import { type Devstack, type DevstackOptions, startDevstack as start } from '@openappkit/devstack'

/**
 * Every local service an app talks to (chains, data services, WalletConnect relay, the embedded
 * wallet's frame), on free loopback ports unless `ports` says otherwise, so parallel test runs
 * never collide. Stop it with `stop()`; a process that exits without stopping it takes anvil
 * and the Solana thread with it.
 */
export function startDevstack(options: DevstackOptions = {}): Promise<Devstack> {
  return start({ ports: 0, ...options })
}
