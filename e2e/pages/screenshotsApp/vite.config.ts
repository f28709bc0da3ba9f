import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

const packages = resolve(dirname(fileURLToPath(import.meta.url)), '../../../packages')
const source = (name: string, entry = 'index') => resolve(packages, name, `src/exports/${entry}.ts`)
const reactModules = resolve(packages, 'react/node_modules')

// e2e is no dependant of our packages: the page reaches them by path, as sources; React from the
// react package's own dependencies, one copy.
export default defineConfig({
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    dedupe: ['react', 'react-dom', 'jotai', '@tanstack/react-query'],
    alias: {
      '@openappkit/adapter-solana': source('adapter-solana'),
      '@openappkit/adapter-wagmi': source('adapter-wagmi'),
      '@openappkit/auth-frame-client': source('auth-frame-client'),
      '@openappkit/core/internal': source('core', 'internal'),
      '@openappkit/core/query': source('core', 'query'),
      '@openappkit/core/api': source('core', 'api'),
      '@openappkit/core': source('core'),
      '@openappkit/react/modal': source('react', 'modal'),
      '@openappkit/react': source('react'),
      '@openappkit/walletconnect': source('walletconnect'),
      'react-dom/client': resolve(reactModules, 'react-dom/client.js'),
      react: resolve(reactModules, 'react'),
    },
  },
  build: { target: 'es2022' },
})
