import { project } from '../../vitest.shared.ts'

export default project('test-wallet', { test: { include: ['src/**/*.test.ts'] } })
