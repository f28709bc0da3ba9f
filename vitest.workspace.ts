// The one list of test projects. vitest no longer reads a workspace file by itself, so
// vitest.config.ts imports this list.
export default [
  'packages/core',
  'packages/react',
  'packages/react/vitest.hydrate.config.ts',
  'packages/adapter-wagmi',
  'packages/adapter-solana',
  'packages/walletconnect',
  'packages/walletconnect-tests',
  'packages/auth-frame-client',
  'apps/devstack',
  'packages/testing',
  'apps/playground',
  'e2e',
  'e2e/vitest.nextjs.config.ts',
  {
    test: {
      name: 'scripts',
      include: ['scripts/**/*.test.mjs'],
      environment: 'node',
      // Names this run: the files that need our packed packages build and pack them once.
      env: { OPENAPPKIT_RUN: String(Date.now()) },
    },
  },
]
