import { devstackGlobalSetup, project } from '../../vitest.shared.ts'

// Hooks render into a DOM; the SSR test switches to Node in its own file. The integration test
// reads the devstack the global setup starts in vitest's main process (jsdom would rewrite the
// devstack's own file URLs if it ran in a test's environment).
// The public hooks' type tests (src/**/*.test-d.ts) run with the others: vitest checks them with tsc.
export default project('react', {
  test: {
    environment: 'jsdom',
    // One jsdom and one module graph per worker, not per file (half the project's time went into
    // making them). Every test renders its own instance and cleans up after itself; a test that
    // needs a module fresh says so (the locale test picks languages no other file loads).
    isolate: false,
    // Its own project, isolated (vitest.hydrate.config.ts).
    exclude: ['**/node_modules/**', 'src/AppKitWagmiProvider.hydrate.test.tsx'],
    setupFiles: ['test/setup.ts'],
    globalSetup: [devstackGlobalSetup],
    typecheck: { enabled: true, include: ['src/**/*.test-d.{ts,tsx}'], tsconfig: './tsconfig.json' },
  },
})
