// Our publishable packages as a user installs them: packed (after `pnpm build`) into tarballs,
// and apps installed on those tarballs in a temp dir, with the third-party dependencies at the
// versions the workspace pins. The registry is reached only for what the pnpm store does not hold
// yet (`--prefer-offline`); NODE_EXTRA_CA_CERTS and the rest of the environment are passed as
// they are. Used by bench-install.mjs (install sizes) and docs-and-types.test.mjs (apps' tsc, the docs' examples).
import { execFile, execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm'
/** Each packed package's own dependencies and peers, by name (what `install` overrides). */
const dependenciesOf = new Map()

// The publishable packages' folders: every package, and the devstack the testing kit starts.
const publishable = () =>
  [
    ...readdirSync(join(root, 'packages')).map((dir) => join(root, 'packages', dir)),
    join(root, 'apps', 'devstack'),
  ]
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private)

/** Packs each publishable package into `work`/tarballs: a map from package name to tarball. */
export function packAll(work) {
  const out = join(work, 'tarballs')
  mkdirSync(out)
  const tarballs = new Map()
  for (const { dir: pkgDir, manifest } of publishable()) {
    const { name } = manifest
    dependenciesOf.set(name, Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }))
    const before = new Set(readdirSync(out))
    execFileSync(pnpm, ['pack', '--pack-destination', out], { cwd: pkgDir, stdio: 'ignore' })
    const file = readdirSync(out).find((f) => !before.has(f))
    if (!file) throw new Error(`pnpm pack made no tarball for ${name}`)
    tarballs.set(name, join(out, file))
  }
  return tarballs
}

/**
 * `pnpm run build` (and the devstack's build) and `packAll`, once per test run: the first test
 * file of the run that asks does it, the others (in other workers) wait for it and reuse the
 * tarballs. `runKey` names the run (vitest's start time, from vitest.workspace.ts); packs of
 * runs older than a day are removed.
 */
export async function packedOnce(runKey = process.env.OPENAPPKIT_RUN ?? String(process.pid)) {
  const key = createHash('sha256').update(`${root}\n${runKey}`).digest('hex').slice(0, 16)
  const work = join(tmpdir(), `openappkit-packed-${key}`)
  const done = join(work, 'tarballs.json')
  for (const name of readdirSync(tmpdir()))
    if (
      name.startsWith('openappkit-packed-') &&
      Date.now() - statSync(join(tmpdir(), name)).mtimeMs > 24 * 60 * 60 * 1000
    )
      rmSync(join(tmpdir(), name), { recursive: true, force: true })
  let mine = false
  try {
    mkdirSync(work) // atomic: the one worker that makes it builds
    mine = true
  } catch {}
  if (mine) {
    try {
      const started = performance.now()
      execFileSync(pnpm, ['run', 'build'], { cwd: root, stdio: 'ignore' })
      const tarballs = packAll(work)
      writeFileSync(`${done}.part`, JSON.stringify([...tarballs]))
      renameSync(`${done}.part`, done)
      console.log(`packed: build and pack took ${((performance.now() - started) / 1000).toFixed(1)} s`)
    } catch (error) {
      writeFileSync(done, JSON.stringify({ error: String(error) }))
      throw error
    }
  }
  while (!existsSync(done)) await new Promise((resolve) => setTimeout(resolve, 500))
  const saved = JSON.parse(readFileSync(done, 'utf8'))
  if (!Array.isArray(saved)) throw new Error(`The build or pack failed in another test file: ${saved.error}`)
  for (const { manifest } of publishable())
    dependenciesOf.set(manifest.name, Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }))
  return new Map(saved)
}

/** A version range of a dependency exactly as the workspace pins it, so both apps match what we test. */
export function workspaceVersion(name) {
  for (const dir of [
    'packages/react',
    'packages/adapter-wagmi',
    'packages/adapter-solana',
    'packages/walletconnect',
    'packages/testing',
    'e2e',
    'bench',
    '.',
  ]) {
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

export function sizeOf(path) {
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

/**
 * Installs an app named `label` in `work`/`label` on our tarballs (`ours`) and the workspace's pins
 * of `theirs`, with `files` (path → text) written first; returns its directory and counts.
 */
export function install(work, label, ours, theirs, tarballs, files = {}) {
  const dir = join(work, label)
  mkdirSync(dir)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  const dependencies = {}
  for (const name of ours) dependencies[name] = '0.0.0'
  for (const name of theirs) dependencies[name] = workspaceVersion(name)
  installOnTarballs(dir, { name: `bench-${label}`, private: true, type: 'module', dependencies }, tarballs)
  const store = join(dir, 'node_modules', '.pnpm')
  const packages = readdirSync(store).filter(
    (name) => name !== 'node_modules' && !name.endsWith('.yaml'),
  ).length
  const reown = readdirSync(store).filter((name) => name.startsWith('@reown+')).length
  return { label, dir, bytes: sizeOf(join(dir, 'node_modules')), packages, reown }
}

/**
 * Installs the app in `dir` with `manifest` as its package.json, each of our packages it names
 * (dependencies or devDependencies) taken from its tarball. pnpm, from the store.
 */
export function installOnTarballs(dir, manifest, tarballs) {
  const named = [manifest.dependencies, manifest.devDependencies].flatMap((deps) =>
    Object.keys(deps ?? {}).filter((name) => tarballs.has(name)),
  )
  for (const deps of [manifest.dependencies, manifest.devDependencies])
    for (const name of named) if (deps?.[name]) deps[name] = `file:${tarballs.get(name)}`
  // Our packages depend on each other by version: point those the app reaches at the tarballs
  // too (only those: the testing kit depends on the devstack, which the SDK's apps never install).
  const reached = new Set()
  const reach = (name) => {
    if (reached.has(name) || !tarballs.has(name)) return
    reached.add(name)
    for (const dependency of dependenciesOf.get(name) ?? []) reach(dependency)
  }
  for (const name of named) reach(name)
  const overrides = Object.fromEntries(
    [...tarballs].filter(([name]) => reached.has(name)).map(([name, file]) => [name, `file:${file}`]),
  )
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2))
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
}

/**
 * Installs the app in `dir` as a user does with npm: `manifest` as its package.json, each of our
 * packages it names taken from its tarball, and (npm `overrides`) every one of ours those depend
 * on too. npm fetches the rest from the registry into its own cache (empty on a CI machine).
 */
export function installWithNpm(dir, manifest, tarballs) {
  const overrides = {}
  for (const deps of [manifest.dependencies, manifest.devDependencies])
    for (const name of Object.keys(deps ?? {}))
      if (tarballs.has(name)) {
        deps[name] = `file:${tarballs.get(name)}`
        // npm takes an override of a direct dependency only as a reference to it.
        overrides[name] = `$${name}`
      }
  for (const [name, file] of tarballs) overrides[name] ??= `file:${file}`
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...manifest, overrides }, null, 2))
  // Asynchronous: the install is minutes of network, and a test worker must keep answering.
  return new Promise((resolve, reject) =>
    execFile(
      process.platform === 'win32' ? 'npm.cmd' : 'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--loglevel=error'],
      { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`npm install failed in ${dir}:\n${stderr}`)) : resolve(),
    ),
  )
}

/**
 * The copies of package `name` installed under `dir`/node_modules, at any depth: the package.json
 * files that name it, symlinks not followed (pnpm links one copy into many places), each as its
 * path relative to `dir`.
 */
export function copiesOf(dir, name) {
  const found = []
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isSymbolicLink() || !entry.isDirectory()) continue
      const child = join(path, entry.name)
      const pkg = join(child, 'package.json')
      if (lstatSync(pkg, { throwIfNoEntry: false })?.isFile()) {
        try {
          if (JSON.parse(readFileSync(pkg, 'utf8')).name === name) found.push(pkg.slice(dir.length + 1))
        } catch {}
      }
      walk(child)
    }
  }
  walk(join(dir, 'node_modules'))
  return found.sort()
}
