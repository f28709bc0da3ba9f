// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { beforeAll, expect, test } from 'vitest'

// The size bench's Solana-only app (provider, Solana adapter, modal), bundled from our sources as
// an app's production build would be, lazy chunks included: no file of wagmi (or @wagmi/*) and
// none of viem may be in it. @openappkit/react's main entry must import nothing of wagmi
// (`@openappkit/react/wagmi` is the one place that does), and core nothing of viem (its EIP-55
// checksum is @noble/hashes' keccak). React and the Solana SDK stay out to keep this quick.
const solanaApp = fileURLToPath(new URL('../../../bench/size/solana-app.tsx', import.meta.url))

let inputs: string[]

beforeAll(async () => {
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
  inputs = Object.keys(metafile.inputs)
})

test('a Solana-only app bundles no wagmi', () => {
  // The bundle did take in our packages (the check below is not vacuous).
  expect(inputs.some((file) => file.includes('packages/adapter-solana/src/'))).toBe(true)
  expect(inputs.some((file) => file.includes('packages/react/src/AppKitProvider'))).toBe(true)
  expect(inputs.filter((file) => /node_modules\/(\.pnpm\/)?(wagmi|@wagmi)[@/+]/.test(file))).toEqual([])
  expect(inputs.some((file) => file.includes('AppKitWagmiProvider'))).toBe(false)
})

test('a Solana-only app bundles no viem (its sign-in message and send form included)', () => {
  expect(inputs.some((file) => file.includes('packages/core/src/siwx/formatSiwxMessage'))).toBe(true)
  expect(inputs.some((file) => file.includes('packages/core/src/send/isReceiverAddress'))).toBe(true)
  expect(inputs.filter((file) => /node_modules\/(\.pnpm\/)?viem[@/+]/.test(file))).toEqual([])
})
