import { project } from '../../vitest.shared.ts'

export default project('adapter-solana', {
  test: {
    // Every test file gets a jsdom window for Wallet Standard discovery (see test/setupDom.ts).
    setupFiles: ['./test/setupDom.ts'],
    // Tests start their own devstack chain and wait on real confirmations.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
