import { devstackGlobalSetup, project } from '../../vitest.shared.ts'

export default project('walletconnect-tests', {
  test: {
    // A real relay, real chains and a real wallet client: some steps wait on sockets and blocks.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: [devstackGlobalSetup],
    server: {
      deps: {
        // As in adapter-wagmi: @walletconnect/core's ESM build default-imports CommonJS packages,
        // which only vite's interop (inlining) loads as a bundler would.
        inline: [/@walletconnect\//],
      },
    },
  },
})
