// Runs vitest over every project of vitest.workspace.ts and ends with one plain line,
// "tests: N passed, N failed, N skipped", that any CI log reader understands.
// A whole run (no arguments) starts two vitest processes at once: the browser tests (the e2e
// project, one file at a time on the run's devstack) and every other project (two workers). The
// browser files spend much of their time waiting on the browser and the chains, so the two
// together take about the longer one's time instead of the sum. Once the unit tests are done, the
// same side runs `pnpm check` (lint, types, dependency rules, package checks on the build the tests
// made) while the browser tests go on: the run ends when both sides have, and fails when a test or
// a check step does. With arguments, one vitest runs them as given (no check).
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const results = join(root, 'test-results')
mkdirSync(results, { recursive: true })

const args = process.argv.slice(2)
const runs =
  args.length > 0
    ? [['vitest', args]]
    : [
        ['unit', ['--project', '!e2e']],
        ['e2e', ['--project', 'e2e']],
      ]

/** One vitest process; resolves with its exit status. Its JSON report goes to test-results/<name>.json. */
function run([name, extra]) {
  const report = join(results, `${name}.json`)
  rmSync(report, { force: true })
  const child = spawn(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...extra,
    ],
    { cwd: root, stdio: 'inherit' },
  )
  return new Promise((done) => child.on('close', (code) => done({ report, code: code ?? 1 })))
}

/** `pnpm check`; resolves with its exit status. */
function check() {
  const started = Date.now()
  const child = spawn('pnpm', ['run', 'check'], { cwd: root, stdio: 'inherit' })
  return new Promise((done) =>
    child.on('close', (code) => {
      process.stdout.write(`\ncheck: took ${Math.round((Date.now() - started) / 1000)} s\n`)
      done({ code: code ?? 1 })
    }),
  )
}

const whole = args.length === 0
const [unitSide, ...others] = runs.map((r, i) =>
  i === 0 && whole ? run(r).then(async (unit) => ({ ...unit, check: await check() })) : run(r),
)
const finished = await Promise.all([unitSide, ...others])
const checkFailed = whole && finished[0].check.code !== 0
const totals = { passed: 0, failed: 0, skipped: 0, total: 0, brokenFiles: 0 }
let missing = false
for (const { report } of finished) {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'))
    totals.passed += json.numPassedTests
    totals.failed += json.numFailedTests
    totals.skipped += json.numPendingTests + json.numTodoTests
    totals.total += json.numTotalTests
    // A file that fails while loading (or in a hook) has no failed test of its own: count it.
    totals.brokenFiles += json.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    ).length
  } catch {
    missing = true
  }
}
let summary = `tests: ${totals.passed} passed, ${totals.failed + totals.brokenFiles} failed, ${totals.skipped} skipped`
if (totals.brokenFiles > 0)
  summary = `${summary} (${totals.brokenFiles} of the failed are test files that failed outside any test)`
if (missing) summary = `${summary} (a vitest run wrote no report: it failed before running tests)`
else if (totals.total === 0) summary = 'tests: 0 passed, 0 failed (no test ran)'
writeFileSync(join(results, 'summary.txt'), `${summary}\n`)
if (whole)
  process.stdout.write(`\ncheck: ${checkFailed ? 'FAILED (see its steps above)' : 'every step passed'}`)
process.stdout.write(`\n${summary}\n`)
process.exit(missing || checkFailed || finished.some(({ code }) => code !== 0) ? 1 : 0)
