import { defineConfig } from 'vitest/config'
import projects from './vitest.workspace.ts'

// vitest's default in a run is one worker fewer than the cores (one on a 2-core CI machine, so
// every file ran in turn). The package projects use every core (each project sets it too, in
// vitest.shared.ts: a project does not inherit it); the e2e project keeps its files one at a
// time (fileParallelism: false), so vitest runs it in its own group after the others and the
// browser tests never share the machine with the unit tests.
export default defineConfig({
  test: {
    maxWorkers: '100%',
    projects,
  },
})
