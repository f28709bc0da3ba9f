// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { build as buildPackage } from 'tsup'
import { afterAll, beforeAll, expect, test } from 'vitest'
import configs from '../tsup.config'

// An app that creates the adapter, bundled as esbuild does for production, from the adapter as
// published (its two builds, tsup.config.ts). What the page loads first must hold none of wagmi
// or viem: `createWagmiAdapter` fetches that code with import() (src/loaded/), so the page shows
// before it. esbuild places whole files and follows every import of a file any chunk uses, so a
// public module the loaded code shares would bring wagmi back into the page: this breaks easily.
const packageDir = fileURLToPath(new URL('..', import.meta.url))
let outDir = ''
let metafile: Metafile

beforeAll(async () => {
  // Inside the package's folder, so that its dist resolves its own dependencies from there.
  outDir = mkdtempSync(join(packageDir, 'node_modules', '.bundle-test-'))
  // As `pnpm build` in the package's folder does: its dependencies stay imports.
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
  const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].map(
    (name) => new RegExp(`^${name}(/|$)`),
  )
  for (const config of configs) {
    await buildPackage({ ...config, outDir, external, dts: false, sourcemap: false, silent: true })
  }
  const result = await build({
    stdin: {
      contents: `
import { createWagmiAdapter } from './index.js'
import { mainnet } from '@openappkit/core'
export const adapter = createWagmiAdapter({ networks: [mainnet], projectId: 'bundle' })`,
      resolveDir: outDir,
      sourcefile: 'app.ts',
    },
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
  metafile = result.metafile
}, 120_000)

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

/** The input files of the chunks that hold any input matching `test`, and what they import first. */
function chunksHolding(test: (input: string) => boolean) {
  return Object.entries(metafile.outputs).filter(([, output]) => Object.keys(output.inputs).some(test))
}

/** The app's first chunks (its entry and their static imports), and every other chunk. */
function split() {
  const app = join(relative(process.cwd(), outDir), 'app.ts')
  const entry = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]?.entryPoint === app)
  const first = new Set<string>()
  const visit = (file: string) => {
    if (first.has(file)) return
    first.add(file)
    for (const i of metafile.outputs[file]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path)
  }
  if (entry) visit(entry)
  const inputs = (files: string[]) =>
    files.flatMap((file) =>
      Object.entries(metafile.outputs[file]?.inputs ?? {}).flatMap(([path, { bytesInOutput }]) =>
        bytesInOutput > 0 ? [path] : [],
      ),
    )
  return {
    initial: inputs([...first]),
    later: inputs(Object.keys(metafile.outputs).filter((file) => !first.has(file))),
  }
}

const own = (path: string) => path.includes(relative(packageDir, outDir))

// noble's hashes too: core's EIP-55 checksum (SIWX messages, send receivers) is in /ui, not in the
// /internal the adapter imports, where it made two first chunks of its own.
test("the app's first chunks hold the adapter's stand-in and none of wagmi, viem, noble or the loaded adapter", () => {
  const { initial, later } = split()
  expect(initial.some((path) => own(path) && path.endsWith('createWagmiAdapter.js'))).toBe(true)
  const libraries =
    /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(viem|@wagmi\/core|mipd|ox|abitype|@noble)\//
  expect(initial.filter((path) => libraries.test(path) || path.includes('/loaded/'))).toEqual([])
  expect(later.some((path) => path.includes('@wagmi/core'))).toBe(true)
  expect(later.some((path) => own(path) && path.endsWith('loaded/createLoadedAdapter.js'))).toBe(true)
})

test('WalletConnect is a lazy chunk, @reown/appkit and viem transaction preparation are not bundled', () => {
  const { inputs } = metafile
  const { initial, later } = split()
  expect(Object.keys(inputs).filter((path) => path.includes('@reown/'))).toEqual([])
  // Sends go to the wallet as raw requests: viem's transaction preparation (about 13 KiB gzip with
  // what it pulls in) is parsed, never bundled.
  expect(
    [...initial, ...later].filter((path) =>
      /prepareTransactionRequest|actions\/wallet\/sendCalls/.test(path),
    ),
  ).toEqual([])
  expect(initial.filter((path) => path.includes('@walletconnect/'))).toEqual([])
  expect(Object.keys(inputs).some((path) => path.includes('@walletconnect/universal-provider'))).toBe(true)
  expect(Object.keys(inputs).filter((path) => path.includes('@walletconnect/ethereum-provider'))).toEqual([])
})

// The adapter's methods (signing, sends, balances, gas, capabilities, batches, switching) run only
// when the user acts; none is needed to restore a connection. Their code is a chunk of its own
// behind a second import() (src/actions/actionsOnUse.ts), not in the loaded adapter's chunk.
test('the actions load on first use, apart from the loaded adapter', () => {
  const actions = chunksHolding((path) => own(path) && /loaded\/lazyActions-\w+\.js$/.test(path))
  const loaded = chunksHolding((path) => own(path) && path.endsWith('loaded/createLoadedAdapter.js'))
  expect(actions).toHaveLength(1)
  expect(loaded).toHaveLength(1)
  expect(actions[0]?.[0]).not.toBe(loaded[0]?.[0])
  const { initial } = split()
  expect(initial.filter((path) => /lazyActions(-\w+)?\.js$/.test(path))).toEqual([])
})

// The loaded adapter carries its own copies of the modules it uses, but the error classes are the
// public ones: an app's `instanceof NotConnectedError` must hold for what the loaded code throws.
test('the loaded code throws the public error classes, not copies', () => {
  const loadedDir = join(outDir, 'loaded')
  const files = readdirSync(loadedDir).filter((file) => file.endsWith('.js'))
  const code = files.map((file) => readFileSync(join(loadedDir, file), 'utf8')).join('\n')
  const shared = /import\s*\{([^}]*)\}\s*from\s*['"]\.\.\/errors\/walletErrors\.js['"]/.exec(code)
  const used = [
    'NotConnectedError',
    'ConnectorNotFoundError',
    'InvalidWalletResponseError',
    'WalletRequestError',
  ]
  for (const name of used) expect(shared?.[1], name).toContain(name)
  // esbuild writes a bundled class as `var X = class extends …` or `class X extends …`.
  expect(code).not.toMatch(/\b\w*Error\d*\s*=\s*class\b|\bclass \w*Error\d*\b/)
})
