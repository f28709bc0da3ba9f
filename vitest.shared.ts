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
