import { project } from '../vitest.shared.ts'

// Browser tests: real Chromium (Debian's, driven by playwright-core) against the playground,
// built for production and served on loopback, on a devstack started per file.
export default project('e2e', {
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
