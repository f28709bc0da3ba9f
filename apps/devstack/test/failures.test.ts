// startDevstack() in code when something fails under it: a port in use at the start, anvil ending
// while it runs.
import { execFileSync } from 'node:child_process'
import { type AddressInfo, createServer } from 'node:net'
import { expect, test, vi } from 'vitest'
import { type ChainExitError, PortInUseError, startDevstack } from '../src/index.ts'

/**
 * The pid of the anvil this test's devstack runs: the only anvil child of this process (vitest
 * runs each file in a process of its own, one file at a time, and this file runs one devstack at
 * a time).
 */
function anvilPid(): number {
  const anvils = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, comm]) => comm === 'anvil')
  expect(anvils).toHaveLength(1)
  return Number(anvils[0]?.[0])
}

const evmOnly = { ports: 0, solana: false, dataServices: false, frame: false, relay: false } as const

test('anvil killed under a running devstack: onChainExit gets the process and the signal, once', async () => {
  const exits: ChainExitError[] = []
  const devstack = await startDevstack({ ...evmOnly, onChainExit: (e) => exits.push(e) })
  try {
    const pid = anvilPid()
    expect(pid).toBeGreaterThan(0)
    process.kill(pid, 'SIGKILL')
    await expect.poll(() => exits.length).toBe(1)
    expect(exits[0]?.message).toBe(
      `The EVM chain (anvil, pid ${pid}) exited on signal SIGKILL: the devstack's EVM services no longer work.`,
    )
    expect(exits[0]).toMatchObject({ pid, code: null, signal: 'SIGKILL' })
  } finally {
    await devstack.stop()
  }
  expect(exits).toHaveLength(1)
}, 30_000)

test('without onChainExit the death is logged; a stop() is no death', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    const quiet = await startDevstack(evmOnly)
    await quiet.stop()
    const devstack = await startDevstack(evmOnly)
    const pid = anvilPid()
    // anvil ends cleanly on SIGTERM, with code 0: still not the devstack's stop().
    process.kill(pid, 'SIGTERM')
    await expect
      .poll(() => logged.mock.calls.map((call) => String(call[0])))
      .toEqual([
        `[devstack] The EVM chain (anvil, pid ${pid}) exited with code 0: the devstack's EVM services no longer work.`,
      ])
    await devstack.stop()
  } finally {
    logged.mockRestore()
  }
}, 30_000)

test('a port in use rejects startDevstack with a PortInUseError naming the service and the port; the chain that started is stopped', async () => {
  const taken = createServer()
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
  const port = (taken.address() as AddressInfo).port
  try {
    const start = startDevstack({ ...evmOnly, relay: {}, ports: { evm: 0, relay: port } })
    await expect(start).rejects.toBeInstanceOf(PortInUseError)
    await expect(start).rejects.toMatchObject({
      message: `port ${port} (WalletConnect relay) is in use`,
      service: 'WalletConnect relay',
      port,
    })
    // anvil had started before the relay failed: it is gone again.
    await expect
      .poll(() => execFileSync('ps', ['-o', 'comm=', '--ppid', String(process.pid)], { encoding: 'utf8' }))
      .not.toContain('anvil')
  } finally {
    taken.close()
  }
}, 30_000)
