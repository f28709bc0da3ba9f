import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { enginesProblems, NODE_RANGE } from './checkEngines.mjs'
import { root } from './packedApps.mjs'

let fixture
const write = (path, manifest) => {
  mkdirSync(dirname(join(fixture, path)), { recursive: true })
  writeFileSync(join(fixture, path), JSON.stringify(manifest))
}

beforeEach(() => {
  fixture = mkdtempSync(join(tmpdir(), 'oak-engines-'))
  mkdirSync(join(fixture, 'apps'))
  write('packages/core/package.json', {
    name: '@openappkit/core',
    engines: { node: '>=22.12' },
    dependencies: { jotai: '^3', '@openappkit/auth-frame-client': '^0.0.0' },
    peerDependencies: { jsdom: '*' },
    peerDependenciesMeta: { jsdom: { optional: true } },
  })
  write('packages/private/package.json', { name: 'private', private: true, dependencies: { old: '1' } })
  write('node_modules/jotai/package.json', {
    name: 'jotai',
    version: '3.0.1',
    engines: { node: '>=22.12.0' },
    dependencies: { a: '1' },
  })
  write('node_modules/a/package.json', { name: 'a', version: '1.0.0' })
  write('node_modules/old/package.json', { name: 'old', version: '1.0.0', engines: { node: '>=24' } })
  write('node_modules/jsdom/package.json', { name: 'jsdom', version: '31.0.0', engines: { node: '>=24' } })
})
afterEach(() => rmSync(fixture, { recursive: true, force: true }))

describe('engines true to what runs', () => {
  test("the repository's published packages pass", () => {
    expect(enginesProblems(root)).toEqual([])
  })

  test('a package whose dependencies run on its lowest Node passes; private packages and optional peers are not read', () => {
    expect(enginesProblems(fixture)).toEqual([])
  })

  test('a range other than the documented one fails', () => {
    write('packages/core/package.json', { name: '@openappkit/core', engines: { node: '>=18' } })
    expect(enginesProblems(fixture)).toEqual([
      `@openappkit/core: engines.node is ">=18", not "${NODE_RANGE}"`,
    ])
  })

  test('a dependency, or one of its own, that needs a later Node fails, named with its path', () => {
    write('node_modules/a/package.json', {
      name: 'a',
      version: '1.0.0',
      engines: { node: '^22.14.0 || >=24' },
    })
    expect(enginesProblems(fixture)).toEqual([
      '@openappkit/core: jotai > a@1.0.0 needs Node ^22.14.0 || >=24, not 22.12.0',
    ])
  })

  test('a required peer that needs a later Node fails', () => {
    write('packages/core/package.json', {
      name: '@openappkit/core',
      engines: { node: '>=22.12' },
      peerDependencies: { jsdom: '*' },
    })
    expect(enginesProblems(fixture)).toEqual(['@openappkit/core: jsdom@31.0.0 needs Node >=24, not 22.12.0'])
  })
})
