// pnpm check: runs every step even when an earlier one fails, so one run shows all that is
// wrong, then exits non-zero if any step failed. The package checks need the build.
import { spawnSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const steps = [
  ['lint and format', 'pnpm', ['exec', 'biome', 'check', '.']],
  ['types', 'pnpm', ['run', 'typecheck']],
  ['dependency rules and import cycles', 'node', ['scripts/check-deps.mjs']],
  ['build', 'pnpm', ['run', 'build']],
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
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) failed.push(name)
}
console.log(`\ncheck: ${failed.length === 0 ? 'all steps passed' : `failed: ${failed.join(', ')}`}`)
process.exit(failed.length === 0 ? 0 : 1)
