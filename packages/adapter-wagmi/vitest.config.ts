import { project } from '../../vitest.shared.ts'

export default project('adapter-wagmi', {
  test: {
    // Real chains and a real relay: some steps wait on blocks and sockets.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
