import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { version } from './version.ts'

test('version matches package.json', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  expect(version).toBe(pkg.version)
})
