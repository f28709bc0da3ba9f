import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { expect, test } from 'vitest'

// An app bundling the adapter, as esbuild in production does: WalletConnect's code (the shared
// session's universal provider) must sit in a lazy chunk, and @reown/* nowhere at all: without
// @walletconnect/ethereum-provider nothing imports it, so no build plugin has to stub it out. Sends go to the
// wallet as raw requests: viem's transaction preparation (about 13 KiB gzip with what it pulls
// in) is not bundled.
const entryPoint = fileURLToPath(new URL('../src/exports/index.ts', import.meta.url))
const built = build({
  entryPoints: [entryPoint],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  conditions: ['source'],
  outdir: '/virtual',
  write: false,
  metafile: true,
  logLevel: 'silent',
}).then((result) => result.metafile)

/** The input files of the chunks an app loads first: the adapter's entry and its static imports. */
function initialInputs({ outputs }: Metafile): string[] {
  // The adapter's entry, not a chunk behind import() (each of those is an entry point to esbuild too).
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
  return [...initial].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}))
}

test('WalletConnect is a lazy chunk, @reown/appkit and viem transaction preparation are not bundled', async () => {
  const metafile = await built
  const { inputs, outputs } = metafile
  expect(Object.keys(inputs).filter((path) => path.includes('@reown/'))).toEqual([])
  const bundled = Object.values(outputs).flatMap((output) =>
    Object.entries(output.inputs).flatMap(([path, { bytesInOutput }]) => (bytesInOutput > 0 ? [path] : [])),
  )
  expect(bundled.some((path) => path.includes('@wagmi/core'))).toBe(true)
  expect(bundled.filter((path) => /prepareTransactionRequest|actions\/wallet\/sendCalls/.test(path))).toEqual(
    [],
  )

  const initial = initialInputs(metafile)
  expect(initial.some((path) => path.includes('@wagmi/core'))).toBe(true)
  expect(initial.filter((path) => path.includes('@walletconnect/'))).toEqual([])
  expect(Object.keys(inputs).some((path) => path.includes('@walletconnect/universal-provider'))).toBe(true)
  expect(Object.keys(inputs).filter((path) => path.includes('@walletconnect/ethereum-provider'))).toEqual([])
})

// The adapter's methods (signing, sends, balances, gas, capabilities, batches, switching) and
// the requests to the wallet they make (connectorRequest.ts, walletRequest.ts) run only when the
// user acts; none is needed to restore a connection on load. Their code is one
// chunk behind import() (src/actions/actionsOnUse.ts), and that chunk imports nothing at run
// time: viem's and wagmi's files are reached from the app's entry anyway, and an extra entry
// reaching them cuts the app's first chunk in two, costing as much gzip as the move saved.
test("the actions load on first use, from a chunk that imports nothing the app's first chunks hold", async () => {
  const metafile = await built
  const actions = [
    'connectorRequest',
    'estimateGas',
    'getBalance',
    'getCapabilities',
    'getTokenBalance',
    'returnedNoData',
    'sendCalls',
    'sendTransaction',
    'sendTransfer',
    'signMessage',
    'switchNetwork',
    'walletRequest',
  ]
    .map((name) => `adapter-wagmi/src/actions/${name}.ts`)
    .concat('adapter-wagmi/src/connectors/walletConnectSide.ts')
  const isAction = (path: string) => actions.some((action) => resolve(path).endsWith(action))
  expect(initialInputs(metafile).filter(isAction)).toEqual([])
  const onUse = Object.values(metafile.outputs).filter((output) => Object.keys(output.inputs).some(isAction))
  expect(onUse.map((output) => Object.keys(output.inputs).filter(isAction).length)).toEqual([actions.length])
  // What the chunk imports statically: esbuild's own helpers (a chunk without input files), nothing else.
  const imported = (onUse[0]?.imports ?? []).filter((i) => i.kind === 'import-statement')
  expect(imported.flatMap((i) => Object.keys(metafile.outputs[i.path]?.inputs ?? { [i.path]: 0 }))).toEqual(
    [],
  )
})
