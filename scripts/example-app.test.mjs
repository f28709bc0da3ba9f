// The example app (examples/testing-app) as a user has it: copied out of the repo, installed on
// our packed packages (the build and pack shared with types-app.test.mjs), its Playwright tests
// run with @playwright/test against the system Chromium. They are what the testing kit's README
// promises: its first example is the example's first test, word for word.
// Installed with npm, as the example's README tells its readers. Measured on a loaded 2-core
// machine into an empty npm cache (a CI machine's): the install about 90 s (resolving about 790
// packages and unpacking them; audit, fund and install scripts are off), the Playwright run about
// 70 s. In `npm test` it runs on the unit side, which ends minutes before the browser tests.
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { installWithNpm, packedOnce, root } from './packedApps.mjs'

const example = join(root, 'examples', 'testing-app')
const work = mkdtempSync(join(tmpdir(), 'oak-example-app-'))
const app = join(work, 'testing-app')
// Debian's Chromium, as the e2e tests drive it (Playwright's own download is not used here).
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
)

afterAll(() => rmSync(work, { recursive: true, force: true }), 60_000)

test('the example app’s Playwright tests pass on the packed packages', async () => {
  const tarballs = await packedOnce()
  cpSync(example, app, {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|dist|test-results|playwright-report)$/.test(path),
  })
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'))
  const installing = performance.now()
  await installWithNpm(app, manifest, tarballs)
  console.log(`example-app: npm install took ${((performance.now() - installing) / 1000).toFixed(1)} s`)
  const started = performance.now()
  const { code, output } = await new Promise((resolve) => {
    execFile(
      join(app, 'node_modules', '.bin', 'playwright'),
      ['test', '--reporter=list'],
      { cwd: app, env: { ...process.env, CHROMIUM_PATH: chromium, CI: '1' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    )
  })
  console.log(`example-app: playwright test took ${((performance.now() - started) / 1000).toFixed(1)} s`)
  // Every test of the example ran and passed (list reporter: "N passed").
  expect(output).toMatch(/\b4 passed\b/)
  expect({ code, output }).toMatchObject({ code: 0 })
}, 1_200_000)
