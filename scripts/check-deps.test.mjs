import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { checkDependencyDirection } from './check-deps.mjs'

let root
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
const pkg = (dir, name, extra = {}) =>
  write(`${dir}/package.json`, JSON.stringify({ name, exports: { '.': './src/exports/index.ts' }, ...extra }))

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'check-deps-'))
  pkg('packages/core', '@openappkit/core', {
    exports: { '.': './src/exports/index.ts', './api': './src/exports/api.ts' },
  })
  pkg('packages/react', '@openappkit/react', { dependencies: { '@openappkit/core': 'workspace:^' } })
  pkg('packages/adapter-wagmi', '@openappkit/adapter-wagmi', {
    dependencies: { '@openappkit/core': 'workspace:^', '@openappkit/adapter-solana': 'workspace:^' },
  })
  pkg('packages/adapter-solana', '@openappkit/adapter-solana', {
    dependencies: { '@openappkit/core': 'workspace:^' },
  })
  pkg('packages/auth-frame-client', '@openappkit/auth-frame-client')
  write('packages/core/src/exports/index.ts', "import { atom } from 'jotai/vanilla'\nexport { atom }\n")
  write('packages/react/src/exports/index.ts', "export { createAppKit } from '@openappkit/core'\n")
  write('packages/adapter-wagmi/src/index.ts', "import { x } from '@openappkit/core/api'\nexport { x }\n")
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('checkDependencyDirection', () => {
  test('a tree that follows the rules passes', () => {
    expect(checkDependencyDirection(root)).toEqual([])
  })

  test('core importing react fails, also as a type import or dynamic import', () => {
    write('packages/core/src/a.ts', "import { useState } from 'react'\n")
    write('packages/core/src/b.ts', "import type { FC } from 'react'\n")
    write('packages/core/src/c.ts', "const m = () => import('react-dom/client')\n")
    expect(checkDependencyDirection(root)).toEqual([
      "packages/core/src/a.ts: 'react': core imports no React or DOM framework",
      "packages/core/src/b.ts: 'react': core imports no React or DOM framework",
      "packages/core/src/c.ts: 'react-dom/client': core imports no React or DOM framework",
    ])
  })

  test('core may not use jotai with React bindings, nor an adapter', () => {
    write('packages/core/src/a.ts', "import { useAtom } from 'jotai'\nimport '@openappkit/adapter-wagmi'\n")
    const v = checkDependencyDirection(root)
    expect(v).toContain("packages/core/src/a.ts: 'jotai': core uses jotai/vanilla only")
    expect(v).toContain(
      "packages/core/src/a.ts: '@openappkit/adapter-wagmi': core imports no other package of ours",
    )
  })

  test('a commented-out import does not count', () => {
    write(
      'packages/core/src/a.ts',
      "// import React from 'react'\n/* import 'react' */\nexport const a = 1\n",
    )
    expect(checkDependencyDirection(root)).toEqual([])
  })

  test('adapters import neither React nor each other', () => {
    write(
      'packages/adapter-wagmi/src/b.ts',
      "import { useAccount } from 'wagmi'\nimport '@openappkit/adapter-solana'\n",
    )
    expect(checkDependencyDirection(root)).toEqual([
      "packages/adapter-wagmi/src/b.ts: 'wagmi': adapters import no React",
      "packages/adapter-wagmi/src/b.ts: '@openappkit/adapter-solana': adapters never import each other",
    ])
  })

  test('walletconnect serves the adapters and knows none of them; its tests may pair both', () => {
    pkg('packages/walletconnect', '@openappkit/walletconnect', {
      dependencies: { '@openappkit/core': 'workspace:^' },
      devDependencies: { '@openappkit/adapter-wagmi': 'workspace:^' },
    })
    write(
      'packages/walletconnect/src/a.ts',
      "import '@openappkit/core'\nimport '@openappkit/adapter-wagmi'\nimport '@wagmi/core'\nimport 'react'\n",
    )
    write('packages/walletconnect/test/b.test.ts', "import '@openappkit/adapter-wagmi'\n")
    expect(checkDependencyDirection(root)).toEqual([
      "packages/walletconnect/src/a.ts: '@openappkit/adapter-wagmi': walletconnect depends on core only: the adapters import it, not the other way",
      "packages/walletconnect/src/a.ts: '@wagmi/core': walletconnect is namespace-free",
      "packages/walletconnect/src/a.ts: 'react': walletconnect imports no React",
    ])
  })

  test('auth-frame-client is a leaf', () => {
    write('packages/auth-frame-client/src/a.ts', "export * from '@openappkit/core'\n")
    expect(checkDependencyDirection(root)).toContain(
      "packages/auth-frame-client/src/a.ts: '@openappkit/core': auth-frame-client is a leaf: no package of ours",
    )
  })

  test('deep imports across packages fail, by name or by relative path', () => {
    write('packages/react/src/a.ts', "import { x } from '@openappkit/core/src/state'\n")
    write('packages/react/src/b.ts', "import { x } from '../../core/src/state'\n")
    expect(checkDependencyDirection(root)).toEqual([
      "packages/react/src/a.ts: '@openappkit/core/src/state': deep import, @openappkit/core exports no './src/state'",
      "packages/react/src/b.ts: '../../core/src/state' reaches outside packages/react",
    ])
  })

  test('an import of a package of ours that package.json does not declare fails', () => {
    write('packages/adapter-solana/src/a.ts', "import '@openappkit/auth-frame-client'\n")
    expect(checkDependencyDirection(root)).toEqual([
      "packages/adapter-solana/src/a.ts: '@openappkit/auth-frame-client': @openappkit/auth-frame-client is not declared in packages/adapter-solana/package.json",
    ])
  })

  test('modal components reach the SDK only through the public hooks', () => {
    write(
      'packages/react/src/modal/ok.tsx',
      "import { useAccount } from '../exports/index'\nimport './views/x'\n",
    )
    write('packages/react/src/modal/views/x.tsx', "import { useAccount } from '../../exports/index'\n")
    expect(checkDependencyDirection(root)).toEqual([])
    write(
      'packages/react/src/modal/bad.tsx',
      "import { accountAtom } from '../state/account'\nimport '@openappkit/core'\n",
    )
    expect(checkDependencyDirection(root)).toEqual([
      "packages/react/src/modal/bad.tsx: '../state/account': modal components use only the public hooks (src/exports/index)",
      "packages/react/src/modal/bad.tsx: '@openappkit/core': modal components use only the public hooks of @openappkit/react",
    ])
  })

  test("the modal's loading/firstChunks.ts may import core's entries bare, and nothing by name", () => {
    write(
      'packages/react/src/modal/loading/firstChunks.ts',
      "import '@openappkit/core'\nimport '@openappkit/core/api'\n",
    )
    expect(checkDependencyDirection(root)).toEqual([])
    write(
      'packages/react/src/modal/loading/firstChunks.ts',
      "import '@openappkit/core'\nimport { walletSchema } from '@openappkit/core/api'\n",
    )
    expect(checkDependencyDirection(root)).toEqual([
      "packages/react/src/modal/loading/firstChunks.ts: '@openappkit/core/api': modal components use only the public hooks of @openappkit/react",
    ])
  })

  test('a package importing itself by name is told to import relatively', () => {
    write('packages/core/src/rest.ts', "import { schema } from '@openappkit/core/api'\n")
    expect(checkDependencyDirection(root)).toEqual([
      "packages/core/src/rest.ts: '@openappkit/core/api': a package imports its own files relatively, not by its name",
    ])
  })

  test('a published package depending on a private one fails; a dev dependency on it passes', () => {
    pkg('packages/test-wallet', '@openappkit/test-wallet', { private: true })
    pkg('packages/auth-frame-client', '@openappkit/auth-frame-client', {
      devDependencies: { '@openappkit/test-wallet': 'workspace:^' },
    })
    expect(checkDependencyDirection(root)).toEqual([])
    pkg('packages/adapter-solana', '@openappkit/adapter-solana', {
      dependencies: { '@openappkit/core': 'workspace:^' },
      peerDependencies: { '@openappkit/test-wallet': 'workspace:^' },
    })
    expect(checkDependencyDirection(root)).toEqual([
      'packages/adapter-solana/package.json: depends on @openappkit/test-wallet, which is private (never published)',
    ])
  })
})
