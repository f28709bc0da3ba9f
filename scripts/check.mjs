// pnpm check: runs every step even when an earlier one fails, so one run shows all that is
// wrong, then exits non-zero if any step failed. The package checks need the build.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
/** The newest (or oldest) modification time of the files under `path`. */
function mtimes(path, pick) {
  let found
  const walk = (p) => {
    const stat = statSync(p)
    if (stat.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name))
    else found = found === undefined ? stat.mtimeMs : pick(found, stat.mtimeMs)
  }
  if (existsSync(path)) walk(path)
  return found
}

/**
 * Whether every package's dist is newer than its sources and configs: the test run built them
 * minutes ago (`npm test` packs the packages), so the check does not build them again.
 */
function builtAndFresh() {
  const dirs = [
    ...readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name)),
    join(root, 'apps', 'devstack'),
  ]
  for (const dir of dirs) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    if (!manifest.scripts?.build) continue
    const built = mtimes(join(dir, 'dist'), Math.min)
    const sources = [
      join(dir, 'src'),
      join(dir, 'package.json'),
      join(dir, 'tsconfig.json'),
      join(dir, 'tsconfig.build.json'),
    ]
      .map((path) => mtimes(path, Math.max) ?? 0)
      .reduce((a, b) => Math.max(a, b), 0)
    if (built === undefined || built < sources) return false
  }
  return true
}

const steps = [
  ['lint and format', 'pnpm', ['exec', 'biome', 'check', '.']],
  ['types', 'pnpm', ['run', 'typecheck']],
  ['dependency rules and import cycles', 'node', ['scripts/check-deps.mjs']],
  builtAndFresh()
    ? ['build', 'node', ['-e', "console.log('the packages are built and newer than their sources')"]]
    : ['build', 'pnpm', ['run', 'build']],
  ['package checks', 'node', ['scripts/check-packages.mjs'], 'build'],
]
const failed = []
for (const [name, cmd, args, needs] of steps) {
  if (needs && failed.includes(needs)) {
    console.log(`\n== ${name}: skipped, ${needs} failed`)
    failed.push(name)
    continue
  }
  console.log(`\n== ${name}`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) failed.push(name)
  console.log(
    `== ${name}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  )
}
console.log(`\ncheck: ${failed.length === 0 ? 'all steps passed' : `failed: ${failed.join(', ')}`}`)
process.exit(failed.length === 0 ? 0 : 1)
