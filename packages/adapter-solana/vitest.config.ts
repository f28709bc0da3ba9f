import { devstackGlobalSetup, project } from '../../vitest.shared.ts'

export default project('adapter-solana', {
  test: {
    // Every test file gets a jsdom window for Wallet Standard discovery (see test/setupDom.ts).
    setupFiles: ['./test/setupDom.ts'],
    // The devstack's Solana chain, one for the run (each file funds keypairs of its own; see
    // test/devstack.ts); tests wait on real confirmations.
    globalSetup: [devstackGlobalSetup],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
