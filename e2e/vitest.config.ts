import { devstackGlobalSetup, project } from '../vitest.shared.ts'

// Browser tests: real Chromium (Debian's, driven by playwright-core) against the playground,
// built for production and served on loopback, on the one devstack of the run (the global
// setup's; files run one at a time and each measures what it changed).
export default project('e2e', {
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A poll waits for what the page shows; the default 1 s ran out under the full suite's load
    // (sendSolana, a check that makes no chain call). Speed is the benchmarks' to measure.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: [devstackGlobalSetup],
  },
})
