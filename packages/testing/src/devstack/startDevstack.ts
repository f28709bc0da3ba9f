import { type Devstack, type DevstackOptions, startDevstack as start } from '@openappkit/devstack'

/**
 * Every local service an app talks to (chains, data services, WalletConnect relay, the embedded
 * wallet's frame), on free loopback ports unless `ports` says otherwise, so parallel test runs
 * never collide. Each service can be switched off (`relay: false`, `frame: false`,
 * `dataServices: false`, `solana: false`, `evm: false`): its URL is then absent. Stop it with `stop()`; a process that exits without stopping it takes anvil
 * and the Solana thread with it.
 */
export function startDevstack<const O extends DevstackOptions = DevstackOptions>(
  options: O = {} as O,
): Promise<Devstack<O>> {
  return start({ ports: 0, ...options } as O)
}
