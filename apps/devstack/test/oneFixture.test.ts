import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from 'vitest'

// Tests start the devstack one way: the vitest global setup (`@openappkit/devstack/vitest`), read
// with inject('devstack'). A test file elsewhere that starts one of its own (in process, or a part
// of it: the relay, the Solana chain) brings back the per-file start-ups this replaced; this test
// names it. The devstack's own tests (this folder and src/) start it on purpose, to test it.

const root = resolve(import.meta.dirname, '../../..')
const STARTS = /\b(startDevstack|startRelay|startSolanaRpc|startAnvil)\s*\(/

test('no test outside the devstack starts a devstack (or a part of it) of its own', () => {
  const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file))
    .filter((file) => /(^|\/)(test|tests|e2e)\/|\.test\.|(^|\/)e2e\//.test(file))
    .filter((file) => !file.startsWith('apps/devstack/'))
  expect(tracked.length).toBeGreaterThan(50)
  const starting = tracked.filter((file) => STARTS.test(readFileSync(join(root, file), 'utf8')))
  expect(starting, 'use the fixture: globalSetup: [devstackGlobalSetup] and inject("devstack")').toEqual([])
})
