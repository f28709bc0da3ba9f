import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Devstack, startDevstack } from '../src/index.ts'
import { type FloodName, floods, type Probes, probes } from './flood.ts'

// While one client floods a service, every service still answers a user's good requests. No
// timing is asserted here (the bench prints the latencies): the probes must complete, correct,
// while the flood is running: after it has got going and with its requests still in flight.

let devstack: Devstack
let probe: Probes

beforeAll(async () => {
  devstack = await startDevstack({ ports: 0 })
  probe = await probes(devstack)
}, 30_000)

afterAll(async () => {
  await probe?.close()
  await devstack?.stop()
})

describe('a flood on one service leaves every service answering', () => {
  test.for(Object.keys(floods) as FloodName[])('flood: %s', { timeout: 60_000 }, async (name) => {
    const flood = await floods[name](devstack)
    try {
      // Let the flood get going first: the probes must run into it, not ahead of it.
      while (flood.sent < 4) await new Promise((resolve) => setTimeout(resolve, 5))
      for (let round = 0; round < 3; round++) {
        await probe.run()
        expect(flood.inFlight, `round ${round}`).toBeGreaterThan(0)
      }
    } finally {
      await flood.stop()
    }
  })
})
