// What a user installs: packs our publishable packages (after `pnpm build`), installs an EVM app
// and a Solana app on those tarballs in a temp dir, and prints each one's install size and
// package count. The registry is reached only for what the pnpm store does not hold yet
// (`--prefer-offline`); NODE_EXTRA_CA_CERTS and the rest of the environment are passed as they are.
// Usage: node scripts/bench-install.mjs (after `pnpm build`; `pnpm bench` runs it).
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm'
const work = mkdtempSync(join(tmpdir(), 'oak-bench-install-'))

/** Our packages as tarballs, by name (workspace: ranges become the packed versions). */
function packAll() {
  const out = join(work, 'tarballs')
  mkdirSync(out)
  const tarballs = new Map()
  for (const dir of readdirSync(join(root, 'packages'))) {
    const pkgDir = join(root, 'packages', dir)
    const { name, private: isPrivate } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'))
    if (isPrivate) continue
    const before = new Set(readdirSync(out))
    execFileSync(pnpm, ['pack', '--pack-destination', out], { cwd: pkgDir, stdio: 'ignore' })
    const file = readdirSync(out).find((f) => !before.has(f))
    if (!file) throw new Error(`pnpm pack made no tarball for ${name}`)
    tarballs.set(name, join(out, file))
  }
  return tarballs
}

/** A version range of a dependency exactly as the workspace pins it, so both apps match what we test. */
function workspaceVersion(name) {
  for (const dir of ['packages/react', 'packages/adapter-wagmi', 'packages/adapter-solana', 'e2e', 'bench']) {
    const file = join(root, dir, 'package.json')
    let json
    try {
      json = JSON.parse(readFileSync(file, 'utf8'))
    } catch {
      continue
    }
    const version = json.devDependencies?.[name] ?? json.dependencies?.[name]
    if (version && !version.startsWith('workspace:')) return version
  }
  throw new Error(`no pinned version of ${name} in the workspace`)
}

function sizeOf(path) {
  let total = 0
  const seen = new Set()
  const walk = (p) => {
    const s = statSync(p, { throwIfNoEntry: false, bigint: false })
    if (!s) return
    if (s.isSymbolicLink()) return
    // pnpm hard-links files from its store: count each file once, as `du` does.
    const key = `${s.dev}:${s.ino}`
    if (seen.has(key)) return
    seen.add(key)
    if (s.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name))
    else total += s.size
  }
  walk(path)
  return total
}

function install(label, ours, theirs, tarballs) {
  const dir = join(work, label)
  mkdirSync(dir)
  const dependencies = {}
  for (const name of ours) dependencies[name] = `file:${tarballs.get(name)}`
  for (const name of theirs) dependencies[name] = workspaceVersion(name)
  // Our packages depend on each other by version: point those at the tarballs too.
  const overrides = Object.fromEntries([...tarballs].map(([name, file]) => [name, `file:${file}`]))
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: `bench-${label}`, private: true, type: 'module', dependencies }, null, 2),
  )
  writeFileSync(
    join(dir, 'pnpm-workspace.yaml'),
    `overrides:\n${Object.entries(overrides)
      .map(([n, f]) => `  "${n}": "${f}"`)
      .join('\n')}\n`,
  )
  execFileSync(
    pnpm,
    ['install', '--prefer-offline', '--ignore-scripts', '--config.confirmModulesPurge=false'],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const store = join(dir, 'node_modules', '.pnpm')
  const packages = readdirSync(store).filter(
    (name) => name !== 'node_modules' && !name.endsWith('.yaml'),
  ).length
  const reown = readdirSync(store).filter((name) => name.startsWith('@reown+')).length
  return { label, bytes: sizeOf(join(dir, 'node_modules')), packages, reown }
}

try {
  const tarballs = packAll()
  const react = ['react', 'react-dom', '@tanstack/react-query']
  const apps = [
    install(
      'evm-app',
      ['@openappkit/core', '@openappkit/react', '@openappkit/adapter-wagmi'],
      [...react, 'wagmi', '@wagmi/core', 'viem'],
      tarballs,
    ),
    install(
      'solana-app',
      ['@openappkit/core', '@openappkit/react', '@openappkit/adapter-solana'],
      [...react, '@solana/web3.js'],
      tarballs,
    ),
  ]
  console.log('\ninstall size of an app on the packed packages (pnpm, node_modules on disk)')
  for (const app of apps) {
    const mb = (app.bytes / 1e6).toFixed(1)
    console.log(
      `  ${app.label.padEnd(11)} ${mb.padStart(7)} MB  ${String(app.packages).padStart(4)} packages  @reown/*: ${app.reown}`,
    )
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
