import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineProject, type ViteUserConfig } from 'vitest/config'

// Workspace packages resolve to their TypeScript sources through the "source" export
// condition, so tests and the playground never need a build first.
export function project(name: string, config: ViteUserConfig = {}) {
  return defineProject({
    ...config,
    resolve: { conditions: ['source', ...defaultClientConditions], ...config.resolve },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    // A project's own config does not inherit the root's maxWorkers: without it each project
    // resolves to vitest's default (cores − 1, one worker on a 2-core machine) and vitest runs
    // all of them file after file in its sequential group. Every core, unless the project turns
    // file parallelism off (the browser tests), which then runs alone after the others.
    test: {
      name,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      maxWorkers: config.test?.fileParallelism === false ? 1 : '100%',
      // Two files at once on two cores: a jsdom render that takes 2 s alone may take 6 s.
      testTimeout: 15_000,
      ...config.test,
    },
  })
}

/**
 * The one devstack fixture (apps/devstack/src/vitest/globalSetup.ts): a project that lists it in
 * `test.globalSetup` gets one devstack per run, read in tests with `inject('devstack')`.
 */
export const devstackGlobalSetup = fileURLToPath(
  new URL('./apps/devstack/src/vitest/globalSetup.ts', import.meta.url),
)
