import { devstackGlobalSetup, project } from '../../vitest.shared.ts'

export default project('testing', {
  test: {
    include: ['src/**/*.test.ts', 'test/*.test.ts'],
    // The one devstack of the run, read with inject('devstack'): the test app's options are
    // checked against its real chains and ports.
    globalSetup: [devstackGlobalSetup],
  },
})
