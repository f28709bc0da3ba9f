// Runs vitest over every project of vitest.workspace.ts and ends with one plain line,
// "tests: N passed, N failed, N skipped", that any CI log reader understands.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const report = join(root, 'test-results', 'vitest.json')
mkdirSync(dirname(report), { recursive: true })
rmSync(report, { force: true })

const r = spawnSync(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
)

let summary = 'tests: no report was written (vitest failed before running tests)'
try {
  const json = JSON.parse(readFileSync(report, 'utf8'))
  const skipped = json.numPendingTests + json.numTodoTests
  summary = `tests: ${json.numPassedTests} passed, ${json.numFailedTests} failed, ${skipped} skipped`
  if (json.numTotalTests === 0) summary = 'tests: 0 passed, 0 failed (no test ran)'
} catch {}
writeFileSync(join(root, 'test-results', 'summary.txt'), `${summary}\n`)
process.stdout.write(`\n${summary}\n`)
process.exit(r.status ?? 1)
