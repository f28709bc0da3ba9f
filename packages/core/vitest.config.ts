import { project } from '../../vitest.shared.ts'

// The query options factories' type tests (src/**/*.test-d.ts) run with the others: vitest
// checks them with tsc.
export default project('core', {
  test: { typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' } },
})
