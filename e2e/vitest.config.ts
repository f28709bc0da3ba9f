import { devstackGlobalSetup, project } from '../vitest.shared.ts'

// Browser tests: real Chromium (Debian's, driven by playwright-core) against the playground,
// built for production and served on loopback, on the one devstack of the run (the global
// setup's; files run one at a time and each measures what it changed).
export default project('e2e', {
  test: {
    include: ['tests/**/*.test.ts'],
    // The Next.js example runs with the unit tests (vitest.nextjs.config.ts).
    exclude: ['tests/nextjsExample.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // One worker runs every file in turn without a fresh module graph per file: vite, playwright
    // and the helpers load once (3–4 s a file otherwise). Each file still starts and stops its own
    // browser and servers (useBrowserSuite). Its own group, after the package projects' two-worker one.
    isolate: false,
    sequence: { groupOrder: 1 },
    // A poll waits for what the page shows; the default 1 s ran out under the full suite's load
    // (sendSolana, a check that makes no chain call). Speed is the benchmarks' to measure.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: [devstackGlobalSetup],
  },
})
