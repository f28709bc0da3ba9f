import { project } from '../../vitest.shared.ts'

// The query options factories' type tests (src/**/*.test-d.ts) run with the others: vitest
// checks them with tsc.
export default project('core', {
  // One module graph per worker, not per file (the files share no module state: each makes its own
  // instance); the project's 104 files each re-imported core's modules before.
  test: {
    isolate: false,
    setupFiles: ['test/setup.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
})
