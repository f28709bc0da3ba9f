import { defineConfig } from 'tsup'
import { withoutAppKitModal } from './build/withoutAppKitModal'

export default defineConfig({
  entry: ['src/exports/*.ts', '!src/exports/*.test.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  // Bundled (not external) so that its import of @reown/appkit can be stubbed out: see the plugin.
  noExternal: ['@walletconnect/ethereum-provider'],
  esbuildPlugins: [withoutAppKitModal],
})
