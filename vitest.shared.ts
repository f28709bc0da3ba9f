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
    test: { name, include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'], ...config.test },
  })
}

/**
 * The one devstack fixture (apps/devstack/src/vitest/globalSetup.ts): a project that lists it in
 * `test.globalSetup` gets one devstack per run, read in tests with `inject('devstack')`.
 */
export const devstackGlobalSetup = fileURLToPath(
  new URL('./apps/devstack/src/vitest/globalSetup.ts', import.meta.url),
)
