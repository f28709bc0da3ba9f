import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

const packages = resolve(dirname(fileURLToPath(import.meta.url)), '../../../packages')
const source = (name: string) => resolve(packages, name, 'src/exports/index.ts')

// e2e is no dependant of our packages: the page reaches them by path, as sources (what their
// own dependencies resolve from is their own package).
export default defineConfig({
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: {
      '@openappkit/adapter-solana': source('adapter-solana'),
      '@openappkit/adapter-wagmi': source('adapter-wagmi'),
      '@openappkit/core/internal': resolve(packages, 'core/src/exports/internal.ts'),
      '@openappkit/core/query': resolve(packages, 'core/src/exports/query.ts'),
      '@openappkit/core/api': resolve(packages, 'core/src/exports/api.ts'),
      '@openappkit/core': source('core'),
      '@openappkit/walletconnect': source('walletconnect'),
    },
  },
  build: { target: 'es2022' },
})
