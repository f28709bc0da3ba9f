import { defineConfig } from 'tsup'

/** The one build setup of every publishable package: ESM, declarations, one file per entry. */
export default defineConfig({
  entry: ['src/exports/*.ts', '!src/exports/*.test.ts', '!src/exports/*.test-d.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
})
