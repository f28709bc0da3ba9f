import { project } from '../../vitest.shared.ts'

export default project('testing', { test: { include: ['src/**/*.test.ts', 'test/*.test.ts'] } })
