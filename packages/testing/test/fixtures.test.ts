import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { expect, test } from 'vitest'

type Report = {
  suites: {
    specs: { title: string; ok: boolean; tests: { results: { error?: { message?: string } }[] }[] }[]
  }[]
}

// The Playwright fixtures under Playwright's own runner, as an app's tests use them: one run of
// test/playwright (its devstack, Chromium, a bare page), whose JSON report is checked here.
test('the Playwright fixtures drive a page, the devstack, a phone wallet and the mailbox', async () => {
  const cli = join(createRequire(import.meta.url).resolve('@playwright/test/package.json'), '..', 'cli.js')
  const output = await new Promise<string>((resolve) => {
    execFile(
      process.execPath,
      [cli, 'test', '-c', join(import.meta.dirname, 'playwright', 'playwright.config.ts')],
      { env: { ...process.env, NODE_OPTIONS: '--conditions=source' }, maxBuffer: 16 * 1024 * 1024 },
      (_error, stdout) => resolve(stdout),
    )
  })
  const report = JSON.parse(output) as Report
  const specs = report.suites.flatMap((s) => s.specs)
  const failed = specs
    .filter((s) => !s.ok)
    .map((s) => `${s.title}: ${s.tests[0]?.results[0]?.error?.message}`)
  expect(failed).toEqual([])
  expect(specs).toHaveLength(4)
}, 180_000)
