import { connect } from 'node:net'
import { afterAll, expect, test } from 'vitest'
import { type Devstack, startDevstack } from '../src/index.ts'

// Each service can be left out: its URL is absent (in the type too), nothing listens for it, and
// what it would serve is empty. Started on free ports, without Solana (not under test here).
const started: { stop(): Promise<void> }[] = []
afterAll(() => Promise.all(started.map((d) => d.stop())))

test('relay only: no chain, no data services, no frame', async () => {
  const ds = await startDevstack({ ports: 0, solana: false, evm: false, dataServices: false, frame: false })
  started.push(ds)
  expect(Object.keys(ds.urls)).toEqual(['relay'])
  // @ts-expect-error the switched-off EVM chain has no URL
  expect(ds.urls.evmRpc).toBeUndefined()
  // @ts-expect-error nor a chain
  expect(ds.chains.evm).toBeUndefined()
  expect(ds.accounts.evm).toEqual([])
  expect(ds.mailbox()).toEqual([])
  // The relay listens.
  const { hostname, port } = new URL(ds.urls.relay)
  await new Promise<void>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.end()
      resolve()
    })
    socket.on('error', reject)
  })
}, 60_000)

test('the chain and data services without the relay and the frame', async () => {
  const ds: Devstack<{ relay: false; frame: false }> = await startDevstack({
    ports: 0,
    solana: false,
    relay: false,
    frame: false,
  })
  started.push(ds)
  expect(Object.keys(ds.urls).sort()).toEqual([
    'analytics',
    'blockchainApi',
    'bundler',
    'evmRpc',
    'siwx',
    'walletDirectory',
  ])
  // @ts-expect-error the switched-off relay has no URL
  expect(ds.urls.relay).toBeUndefined()
  const chainId = await fetch(ds.urls.evmRpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
  }).then((r) => r.json())
  expect(chainId).toMatchObject({ result: '0x7a69' })
  expect(ds.mailbox('someone@example.com')).toEqual([])
}, 120_000)

test('services that serve the EVM chain cannot run without it: a clear error, nothing started', async () => {
  await expect(startDevstack({ ports: 0, solana: false, evm: false })).rejects.toThrow(
    'The devstack cannot start without its EVM chain while the data services or the frame run: they serve it. Pass dataServices: false and frame: false too.',
  )
})
