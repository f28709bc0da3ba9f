// Startup time and memory of the whole devstack, as a user runs it: starts the CLI (free
// ports), waits for "ready", then reads the resident memory of the CLI process and of every
// process it started (anvil), and stops it with SIGINT. Prints figures; asserts nothing.
// Run: pnpm --filter @openappkit/devstack bench [-- --runs 5]
import { execFileSync, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } })
const runs = Math.max(1, Number(values.runs))
const root = fileURLToPath(new URL('..', import.meta.url))
const portFlags = [
  '--evm-port',
  '--solana-port',
  '--api-port',
  '--directory-port',
  '--analytics-port',
].flatMap((f) => [f, '0'])

/** RSS in KiB of the process and its descendants, by command name. */
function rssTree(pid: number): { name: string; kib: number }[] {
  const label = (r: { pid: number; name: string }) =>
    r.pid === pid ? 'node (CLI: data service, directory, analytics, Solana)' : r.name
  const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,rss=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([p, pp, rss, ...comm]) => ({
      pid: Number(p),
      ppid: Number(pp),
      kib: Number(rss),
      name: comm.join(' '),
    }))
  const tree = new Set([pid])
  let grew = true
  while (grew) {
    grew = false
    for (const r of rows) {
      if (tree.has(r.ppid) && !tree.has(r.pid)) {
        tree.add(r.pid)
        grew = true
      }
    }
  }
  return rows.filter((r) => tree.has(r.pid)).map((r) => ({ name: label(r), kib: r.kib }))
}

async function once() {
  const started = performance.now()
  const child = spawn(process.execPath, ['--conditions=source', 'src/cli.ts', ...portFlags], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stderr.on('data', (c: Buffer) => {
    out += c.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString()
      if (out.includes('Press Ctrl-C to stop.')) resolve()
    })
    child.once('exit', () => reject(new Error(`devstack exited early:\n${out}`)))
  })
  const wallMs = performance.now() - started
  const inProcessMs = Number(/ready in (\d+) ms/.exec(out)?.[1])
  const memory = rssTree(child.pid as number)
  child.kill('SIGINT')
  await exited
  return { wallMs, inProcessMs, memory }
}

const results = []
for (let i = 0; i < runs; i++) results.push(await once())
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number
const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`

const last = results.at(-1)
console.log(`devstack startup (${runs} runs, median)`)
console.log(
  `  command to ready (node start + all services): ${median(results.map((r) => r.wallMs)).toFixed(0)} ms`,
)
console.log(
  `  startDevstack() alone:                        ${median(results.map((r) => r.inProcessMs)).toFixed(0)} ms`,
)
console.log('memory at ready (RSS, last run)')
for (const p of last?.memory ?? []) console.log(`  ${p.name.padEnd(56)} ${mib(p.kib)}`)
console.log(`  ${'total'.padEnd(56)} ${mib((last?.memory ?? []).reduce((s, p) => s + p.kib, 0))}`)
