import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { expect, test } from 'vitest'

// An app bundling the adapter, as esbuild in production does: WalletConnect's code (the shared
// session's universal provider) must sit in a lazy chunk, and @reown/* nowhere at all: without
// @walletconnect/ethereum-provider nothing imports it, so no build plugin has to stub it out. Sends go to the
// wallet as raw requests: viem's transaction preparation (about 13 KiB gzip with what it pulls
// in) is not bundled.
test('WalletConnect is a lazy chunk, @reown/appkit and viem transaction preparation are not bundled', async () => {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../src/exports/index.ts', import.meta.url))],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['source'],
    outdir: '/virtual',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const { inputs, outputs } = result.metafile
  expect(Object.keys(inputs).filter((path) => path.includes('@reown/'))).toEqual([])
  const bundled = Object.values(outputs).flatMap((output) =>
    Object.entries(output.inputs).flatMap(([path, { bytesInOutput }]) => (bytesInOutput > 0 ? [path] : [])),
  )
  expect(bundled.some((path) => path.includes('@wagmi/core'))).toBe(true)
  expect(bundled.filter((path) => /prepareTransactionRequest|actions\/wallet\/sendCalls/.test(path))).toEqual(
    [],
  )

  // The adapter's entry, not a chunk behind import() (each of those is an entry point to esbuild too).
  const entryPoint = fileURLToPath(new URL('../src/exports/index.ts', import.meta.url))
  const entry = Object.keys(outputs).find((file) => {
    const from = outputs[file]?.entryPoint
    return from !== undefined && resolve(from) === entryPoint
  })
  const initial = new Set<string>()
  const visit = (file: string) => {
    if (initial.has(file)) return
    initial.add(file)
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path)
  }
  if (entry) visit(entry)
  const initialInputs = [...initial].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}))
  expect(initialInputs.some((path) => path.includes('@wagmi/core'))).toBe(true)
  expect(initialInputs.filter((path) => path.includes('@walletconnect/'))).toEqual([])
  expect(Object.keys(inputs).some((path) => path.includes('@walletconnect/universal-provider'))).toBe(true)
  expect(Object.keys(inputs).filter((path) => path.includes('@walletconnect/ethereum-provider'))).toEqual([])
})
