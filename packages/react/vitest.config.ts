import { project } from '../../vitest.shared.ts'

// Hooks render into a DOM; the SSR test switches to Node in its own file.
export default project('react', { test: { environment: 'jsdom', setupFiles: ['test/setup.ts'] } })
