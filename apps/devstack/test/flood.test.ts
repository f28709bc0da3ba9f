import { afterAll, beforeAll, describe, test } from 'vitest'
import { type Devstack, startDevstack } from '../src/index.ts'
import { type FloodName, floods, type Probes, probes } from './flood.ts'

// While one client floods a service, every service still answers a user's good requests. No
// timing is asserted here (the bench prints the latencies): the probes (one good request per
// service, each checked for a correct answer) must keep completing, round after round, for as
// long as the flooded service answers another 8 flood requests, so they run all through the
// flood rather than ahead of it or after it. A service that fails or hangs under the flood fails
// the test.

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
      const sentBefore = flood.sent
      let rounds = 0
      while (flood.sent < sentBefore + 8 || rounds < 3) {
        await probe.run()
        rounds++
      }
    } finally {
      await flood.stop()
    }
  })
})
