// pnpm size — what an app on OpenAppKit downloads, against the same app on plain wagmi. Builds
// the apps of bench/size/ from the packages' dist (run `pnpm build` first; `pnpm size` does) with
// esbuild and with Vite, production settings (bench-build.mjs), and prints per app and bundler:
// initial KiB gzip (the entry chunk and its static imports), total KiB gzip, how many files the
// first chunks are, and the initial difference to plain wagmi's app under the same bundler.
// Exits 1 when a budget is not met, when any @reown/appkit code is in a bundle, or when the
// Solana-only app bundles wagmi.
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { buildBenchApp, buildBenchAppWithVite } from './bench-build.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const benchDir = join(root, 'bench')

/** The reference, and ours with their budgets: KiB gzip of initial JS over the reference's. */
const REFERENCE = 'wagmi-app'
const APPS = [
  { name: 'ours-app', what: 'provider, wagmi adapter, ConnectButton, useAccount', budget: 15 },
  { name: 'modal-app', what: 'the same with <AppKitModal> rendered', budget: 15 },
  { name: 'full-app', what: 'both adapters, embedded wallet, SIWX, every feature, modal', budget: 45 },
  { name: 'solana-app', what: 'Solana adapter only, with the modal (no budget)' },
  { name: REFERENCE, what: 'plain wagmi: provider, injected connector, button, address' },
]
const BUNDLERS = {
  esbuild: (page, name) => buildBenchApp({ benchDir, page, outdir: join(benchDir, 'size', 'out', name) }),
  vite: (page) => buildBenchAppWithVite({ benchDir, page }),
}
const REOWN = /node_modules\/@reown\/appkit/
const WAGMI = /node_modules\/(wagmi|@wagmi\/[^/]+)\//

const kib = (chunks) => chunks.reduce((n, chunk) => n + gzipSync(chunk.code).length, 0) / 1024

const rows = []
for (const [bundler, buildApp] of Object.entries(BUNDLERS))
  for (const app of APPS) {
    const { chunks } = await buildApp(`size/${app.name}.tsx`, app.name)
    const first = chunks.filter((chunk) => chunk.first)
    const hits = (pattern) =>
      chunks.filter((chunk) => chunk.modules.some((m) => pattern.test(m))).map((c) => c.file)
    rows.push({
      ...app,
      bundler,
      initial: kib(first),
      total: kib(chunks),
      firstFiles: first.length,
      reown: hits(REOWN),
      wagmi: hits(WAGMI),
    })
  }

const failures = []
const fmt = (n, width = 8) => n.toFixed(1).padStart(width)
console.log(
  `${'app'.padEnd(12)}${'bundler'.padEnd(9)}${'initial'.padStart(8)}${'total'.padStart(9)}${'first files'.padStart(13)}${'vs wagmi'.padStart(10)}  budget`,
)
for (const row of rows) {
  const reference = rows.find((r) => r.name === REFERENCE && r.bundler === row.bundler)
  const diff = row.initial - reference.initial
  let budget = ''
  if (row.budget !== undefined) {
    const met = diff <= row.budget
    budget = `≤ +${row.budget}: ${met ? 'met' : 'NOT met'}`
    if (!met)
      failures.push(
        `${row.name} (${row.bundler}): ${diff.toFixed(1)} KiB initial over plain wagmi, budget ${row.budget}`,
      )
  }
  console.log(
    `${row.name.padEnd(12)}${row.bundler.padEnd(9)}${fmt(row.initial)}${fmt(row.total, 9)}${String(row.firstFiles).padStart(13)}${row.name === REFERENCE ? ''.padStart(10) : `${diff >= 0 ? '+' : ''}${diff.toFixed(1)}`.padStart(10)}  ${budget}`,
  )
  if (row.reown.length > 0)
    failures.push(`${row.name} (${row.bundler}): @reown/appkit code in ${row.reown.join(', ')}`)
}
console.log('\nKiB gzip. initial: the entry chunk and its static imports; total: every chunk, lazy ones too.')
for (const app of APPS) console.log(`  ${app.name.padEnd(12)}${app.what}`)

const reown = rows.filter((r) => r.reown.length > 0)
console.log(
  `@reown/appkit in a bundle: ${reown.length === 0 ? 'none' : reown.map((r) => `${r.name} (${r.bundler})`).join(', ')}`,
)
const solana = rows.filter((r) => r.name === 'solana-app')
const solanaWagmi = solana.filter((r) => r.wagmi.length > 0)
console.log(
  `Solana-only app bundles no wagmi, lazy chunks included: ${solanaWagmi.length === 0 ? 'yes' : `no, ${solanaWagmi.map((r) => `${r.bundler}: ${r.wagmi.join(', ')}`).join('; ')}`}`,
)
for (const r of solanaWagmi)
  failures.push(`solana-app (${r.bundler}): wagmi bundled in ${r.wagmi.join(', ')}`)

if (failures.length > 0) {
  console.error(`\nsize: ${failures.length} check(s) failed`)
  for (const f of failures) console.error(`  ${f}`)
  process.exit(1)
}
console.log('\nsize: every budget met')
