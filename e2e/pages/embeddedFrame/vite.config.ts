import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

const packages = resolve(dirname(fileURLToPath(import.meta.url)), '../../../packages')

// The page reaches the client by path, as source (e2e is no dependant of our packages).
export default defineConfig({
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@openappkit/auth-frame-client': resolve(packages, 'auth-frame-client/src/exports/index.ts') },
  },
  build: { target: 'es2022' },
})
