// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { expect, test } from 'vitest'

// The size bench's Solana-only app (provider, Solana adapter, modal), bundled from our sources as
// an app's production build would be, lazy chunks included: no file of wagmi (or @wagmi/*) may be
// in it. @openappkit/react's main entry must import nothing of wagmi; `@openappkit/react/wagmi`
// is the one place that does. React and the Solana SDK stay out to keep this quick.
const solanaApp = fileURLToPath(new URL('../../../bench/size/solana-app.tsx', import.meta.url))

test('a Solana-only app bundles no wagmi', async () => {
  const { metafile } = await build({
    entryPoints: [solanaApp],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    conditions: ['source'],
    external: [
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
      '@solana/*',
      '@wallet-standard/*',
      '@walletconnect/*',
    ],
    outdir: '/virtual',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const inputs = Object.keys(metafile.inputs)
  // The bundle did take in our packages (the check below is not vacuous).
  expect(inputs.some((file) => file.includes('packages/adapter-solana/src/'))).toBe(true)
  expect(inputs.some((file) => file.includes('packages/react/src/AppKitProvider'))).toBe(true)
  expect(inputs.filter((file) => /node_modules\/(\.pnpm\/)?(wagmi|@wagmi)[@/+]/.test(file))).toEqual([])
  expect(inputs.some((file) => file.includes('AppKitWagmiProvider'))).toBe(false)
})
