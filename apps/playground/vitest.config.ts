import { project } from '../../vitest.shared.ts'

export default project('playground', { test: { environment: 'jsdom' } })
