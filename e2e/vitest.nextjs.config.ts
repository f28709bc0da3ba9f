import { project } from '../vitest.shared.ts'

// examples/nextjs in Chromium (tests/nextjsExample.test.ts). It needs no devstack (every hosted
// service is off), so it runs with the unit tests, not in the browser tests' one-file-at-a-time
// line: its `next build` keeps both cores busy for about two minutes, and the unit side has that
// time to spare while the browser side is the run's longest. It ends before `pnpm check` starts,
// whose types step reads the types `next build` writes.
export default project('nextjs', {
  test: {
    include: ['tests/nextjsExample.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 420_000,
  },
})
