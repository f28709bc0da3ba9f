// pnpm bench:size — builds three minimal apps with esbuild's production settings (bundle, minify,
// code splitting, NODE_ENV=production, browser platform) from the built packages (dist/, the
// way an app installs them): one on OpenAppKit (bench/size/ours-app.tsx), the same with
// <AppKitModal> rendered and never opened (bench/size/modal-app.tsx), and one on plain wagmi
// (bench/size/wagmi-app.tsx). Prints initial JS (the entry chunk and its static imports) and
// total JS, in KiB gzip, and the differences; then the same apps built by Vite (rolldown), which
// places each module of core's dist by what uses it where esbuild places files by what imports them. DESIGN §7: ours may add at most 35 KiB initial,
// with or without the modal rendered; the modal's code loads on open. Then each view chunk of the
// modal's table (modalChunks.ts), in KiB gzip.
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { buildBenchApp, buildBenchAppWithVite, loadOnlyKib } from './bench-build.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const benchDir = join(root, 'bench')
const BAR_KIB = 35
// The modal's views as its chunk table names them, so a view added there is measured here too.
const modalChunkTable = readFileSync(join(root, 'packages/react/src/modal/loading/modalChunks.ts'), 'utf8')
const modalViews = [
  ...new Set([...modalChunkTable.matchAll(/import\('\.\.\/views\/(\w+)'\)/g)].map((m) => m[1])),
]

async function measure(name) {
  const outdir = join(benchDir, 'size', 'out', name)
  const { outputs, first: initial } = await buildBenchApp({ benchDir, page: `size/${name}.tsx`, outdir })
  const gz = (file) => gzipSync(readFileSync(join(benchDir, file))).length
  const js = Object.keys(outputs).filter((f) => f.endsWith('.js'))
  const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0) / 1024
  // DESIGN: nothing of @reown/appkit (WalletConnect's own QR modal) may land in a bundle of ours.
  const reown = new Set()
  const evmLibs = new Set()
  for (const file of js)
    for (const input of Object.keys(outputs[file].inputs)) {
      if (input.includes('node_modules/@reown/appkit')) reown.add(file)
      const evm = /node_modules\/(wagmi|@wagmi\/[^/]+|viem)\//.exec(input)
      if (evm) evmLibs.add(evm[1])
    }
  // Each view's own chunk (the react dist file named after it, an entry point of its own here);
  // what it shares with other views sits in common chunks, not counted.
  const viewChunks = modalViews.map((view) => {
    const file = js.find((f) => new RegExp(`/${view}-\\w+\\.js$`).test(outputs[f].entryPoint ?? ''))
    return { view, size: file === undefined ? undefined : gz(file) / 1024 }
  })
  return {
    name,
    viewChunks,
    initial: sum(initial),
    total: sum(js),
    chunks: js.length,
    firstChunks: initial.size,
    reown: [...reown].map((f) => relative('size/out', f)),
    evmLibs: [...evmLibs].sort(),
    outdir: relative(root, outdir),
  }
}

const ours = await measure('ours-app')
const withModal = await measure('modal-app')
const wagmi = await measure('wagmi-app')
const solanaOnly = await measure('solana-app')
const fmt = (n) => n.toFixed(1).padStart(8)
console.log('size (KiB gzip)        initial     total  chunks  first chunks')
for (const r of [ours, withModal, wagmi, solanaOnly])
  console.log(
    `${r.name.padEnd(20)}${fmt(r.initial)}  ${fmt(r.total)}  ${String(r.chunks).padStart(6)}  ${String(r.firstChunks).padStart(12)}`,
  )
const diff = ours.initial - wagmi.initial
console.log(`${'difference'.padEnd(20)}${fmt(diff)}  ${fmt(ours.total - wagmi.total)}`)
console.log(`bar: at most ${BAR_KIB} KiB initial over plain wagmi: ${diff <= BAR_KIB ? 'met' : 'NOT met'}`)
const modalDiff = withModal.initial - wagmi.initial
console.log(
  `with <AppKitModal> rendered, never opened: ${modalDiff.toFixed(1)} KiB initial over plain wagmi (${modalDiff <= BAR_KIB ? 'met' : 'NOT met'}); ${(withModal.total - withModal.initial).toFixed(1)} KiB more load only when needed (the modal on open, WalletConnect on use)`,
)
console.log(
  `modal view chunks (KiB gzip, each loaded when shown): ${withModal.viewChunks
    .map(
      ({ view, size }) =>
        `${view.replace(/View$/, '')} ${size === undefined ? 'not found' : size.toFixed(1)}`,
    )
    .join(', ')}`,
)
// Where the first chunks' bytes go: what runs at load, and code placed with the page that only
// later code (the modal's views, flows loaded on use, viem's own lazy modules) runs.
const loadOnly = []
for (const r of [ours, withModal, wagmi])
  loadOnly.push(
    `${r.name} ${(await loadOnlyKib({ benchDir, page: `size/${r.name}.tsx` })).toFixed(1)} of ${r.initial.toFixed(1)}`,
  )
console.log(
  `of the initial KiB, what runs at load (every import() left out of the build): ${loadOnly.join(', ')}; the rest is code only later code runs, placed with the page by esbuild`,
)
console.log('reference (DESIGN §7, initial): AppKit 608, RainbowKit 399, ConnectKit 570, plain wagmi 138')
console.log(
  ours.reown.length === 0
    ? '@reown/appkit in our bundle: none'
    : `@reown/appkit in our bundle: ${ours.reown.length} chunk(s), e.g. ${ours.reown.slice(0, 3).join(', ')}`,
)

const viteSizes = async (name) => {
  const chunks = await buildBenchAppWithVite({ benchDir, page: `size/${name}.tsx` })
  const sum = (list) => list.reduce((n, chunk) => n + gzipSync(chunk.code).length, 0) / 1024
  return { name, initial: sum(chunks.filter((chunk) => chunk.first)), total: sum(chunks) }
}
const viteRows = []
for (const name of ['ours-app', 'modal-app', 'wagmi-app']) viteRows.push(await viteSizes(name))
console.log('\nbuilt by Vite (KiB gzip) initial     total')
for (const r of viteRows) console.log(`${r.name.padEnd(20)}${fmt(r.initial)}  ${fmt(r.total)}`)
const [viteOurs, viteModal, viteWagmi] = viteRows
console.log(
  `over plain wagmi, initial: ${(viteOurs.initial - viteWagmi.initial).toFixed(1)} KiB, with <AppKitModal> rendered ${(viteModal.initial - viteWagmi.initial).toFixed(1)} KiB`,
)
console.log(
  `Solana-only app (provider, Solana adapter, modal): wagmi/viem in its bundle, lazy chunks included: ${solanaOnly.evmLibs.length ? solanaOnly.evmLibs.join(', ') : 'none'}`,
)
