import { devstackGlobalSetup, project } from '../../vitest.shared.ts'

export default project('adapter-wagmi', {
  test: {
    // Real chains and a real relay: some steps wait on blocks and sockets.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One devstack for the run; each file takes accounts of its own (test/localChains.ts).
    globalSetup: [devstackGlobalSetup],
    server: {
      deps: {
        // Resolved with the "module" condition, @walletconnect/core's ESM build is loaded by Node
        // as is, and its default import of CommonJS packages (jsonrpc-ws-connection) yields the
        // exports object instead of the class ("… is not a constructor"). Run through vite, the
        // import gets vite's CommonJS interop and works as in a bundler.
        inline: [/@walletconnect\//],
      },
    },
  },
})
