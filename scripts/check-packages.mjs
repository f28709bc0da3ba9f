// Checks every publishable package (packages/*, except private ones) as a consumer would receive it, after `pnpm build`:
//   - package.json: ESM, "sideEffects": false, and an exports map whose entries are exactly the
//     files of src/exports/*.ts, each with types and JS in dist/ that exist;
//   - publint on the package folder (no errors or warnings);
//   - are-the-types-wrong on the packed tarball (esm-only profile: we ship no CommonJS);
//   - engines: one Node range, no looser than what the dependencies need (checkEngines.mjs).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { enginesProblems } from './checkEngines.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const problems = enginesProblems(root)

for (const name of readdirSync(join(root, 'packages'))) {
  const dir = join(root, 'packages', name)
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  // Private workspace packages (the test wallet) are never published.
  if (pkg.private) continue
  const say = (msg) => problems.push(`${pkg.name}: ${msg}`)

  if (pkg.type !== 'module') say('"type" must be "module"')
  if (pkg.sideEffects !== false) say('"sideEffects" must be false')
  const sources = readdirSync(join(dir, 'src', 'exports'))
    .filter((f) => f.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
  const entries = Object.keys(pkg.exports ?? {}).filter((k) => k !== './package.json')
  const expected = sources.map((s) => (s === 'index' ? '.' : `./${s}`))
  for (const e of expected) if (!entries.includes(e)) say(`src/exports has ${e} but the exports map does not`)
  for (const e of entries) {
    if (!expected.includes(e)) say(`exports map has ${e} but src/exports has no file for it`)
    const target = pkg.exports[e]
    for (const cond of ['source', 'types', 'default']) {
      if (typeof target?.[cond] !== 'string') say(`exports["${e}"] lacks a "${cond}" condition`)
      else if (!existsSync(join(dir, target[cond])))
        say(`exports["${e}"].${cond} -> ${target[cond]} does not exist (built?)`)
    }
  }

  const { messages, pkg: parsed } = await publint({ pkgDir: dir, level: 'warning', strict: true })
  for (const m of messages) say(`publint ${m.type}: ${formatMessage(m, parsed)}`)

  const out = mkdtempSync(join(tmpdir(), 'attw-'))
  try {
    execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: dir, stdio: 'pipe' })
    const tarball = readdirSync(out).find((f) => f.endsWith('.tgz'))
    execFileSync(
      join(root, 'node_modules', '.bin', 'attw'),
      [join(out, tarball), '--profile', 'esm-only', '--format', 'ascii', '--no-color'],
      {
        stdio: 'pipe',
      },
    )
  } catch (error) {
    say(`are-the-types-wrong:\n${error.stdout?.toString() ?? ''}${error.stderr?.toString() ?? error.message}`)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

if (problems.length > 0) {
  console.error(`package checks: ${problems.length} problem(s)`)
  for (const p of problems) console.error(`  ${p}`)
  process.exit(1)
}
console.log('package checks: ok (exports map, publint, are-the-types-wrong, engines)')
