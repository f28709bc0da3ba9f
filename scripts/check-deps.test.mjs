import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { checkDependencyDirection, findImportCycles, LAZY_SEAMS } from './check-deps.mjs'

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
    exports: {
      '.': './src/exports/index.ts',
      './api': './src/exports/api.ts',
      './internal': './src/exports/internal.ts',
    },
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
    write('packages/core/src/c.ts', "type Client = typeof import('react-dom/client')\n")
    write('packages/core/src/d.test.ts', "const m = () => import('react-dom/client')\n")
    expect(checkDependencyDirection(root)).toEqual([
      "packages/core/src/a.ts: 'react': core imports no React or DOM framework",
      "packages/core/src/b.ts: 'react': core imports no React or DOM framework",
      "packages/core/src/c.ts: 'react-dom/client': core imports no React or DOM framework",
      "packages/core/src/d.test.ts: 'react-dom/client': core imports no React or DOM framework",
    ])
  })

  test('core may not use jotai with React bindings, nor an adapter', () => {
    write(
      'packages/core/src/a.ts',
      "import { useAtom } from 'jotai'\nimport { a } from '@openappkit/adapter-wagmi'\n",
    )
    const v = checkDependencyDirection(root)
    expect(v).toContain("packages/core/src/a.ts: 'jotai': core uses jotai/vanilla only")
    expect(v).toContain(
      "packages/core/src/a.ts: '@openappkit/adapter-wagmi': core imports no other package of ours but auth-frame-client",
    )
  })

  test('core may import the frame client of the embedded wallet it makes, and nothing else of ours', () => {
    write('packages/core/src/a.ts', "import type { FrameClient } from '@openappkit/auth-frame-client'\n")
    write('packages/core/src/b.ts', "import { mock } from '@openappkit/test-utils'\n")
    const v = checkDependencyDirection(root)
    expect(v.filter((line) => line.includes('core imports no other package'))).toEqual([
      "packages/core/src/b.ts: '@openappkit/test-utils': core imports no other package of ours but auth-frame-client",
    ])
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
      "import { useAccount } from 'wagmi'\nimport { a } from '@openappkit/adapter-solana'\n",
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
      "import { a } from '@openappkit/core'\nimport { a } from '@openappkit/adapter-wagmi'\nimport { a } from '@wagmi/core'\nimport { a } from 'react'\n",
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
    write('packages/adapter-solana/src/a.ts', "import { a } from '@openappkit/auth-frame-client'\n")
    expect(checkDependencyDirection(root)).toEqual([
      "packages/adapter-solana/src/a.ts: '@openappkit/auth-frame-client': @openappkit/auth-frame-client is not declared in packages/adapter-solana/package.json",
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

  describe('import() only at the declared lazy seams, through lazyModule', () => {
    const seam = 'packages/walletconnect/src/session/loadProvider.ts'
    const helper = "import { lazyModule } from '@openappkit/core/internal'\n"
    beforeEach(() =>
      pkg('packages/walletconnect', '@openappkit/walletconnect', {
        dependencies: { '@openappkit/core': 'workspace:^' },
      }),
    )

    test('the seams are the declared files', () => {
      expect(LAZY_SEAMS).toContain(seam)
      expect(LAZY_SEAMS).toContain('packages/react/src/modal/loading/viewModules.ts')
    })

    test("a seam written lazyModule('<what>', () => import('<module>')) passes", () => {
      write(
        seam,
        `${helper}export const loadProvider = lazyModule('WalletConnect', () => import('@walletconnect/universal-provider'))\n`,
      )
      expect(checkDependencyDirection(root)).toEqual([])
    })

    test("an optional peer's seam may name the package in a catch around the import", () => {
      write(
        seam,
        `${helper}export const loadProvider = lazyModule('WalletConnect', async () => {\n  try {\n    return await import('@walletconnect/universal-provider')\n  } catch (error) {\n    return namePackage(error)\n  }\n})\n`,
      )
      expect(checkDependencyDirection(root)).toEqual([])
    })

    test('import() in any other file of a package fails', () => {
      write(
        'packages/walletconnect/src/other.ts',
        `${helper}export const x = lazyModule('x', () => import('./y'))\n`,
      )
      expect(checkDependencyDirection(root)).toEqual([
        "packages/walletconnect/src/other.ts: './y': import() outside the declared lazy seams (LAZY_SEAMS, scripts/check-deps.mjs)",
      ])
    })

    test.each([
      ['a bare import()', `${helper}export const load = () => import('@walletconnect/universal-provider')\n`],
      [
        'an import() with a .then',
        `${helper}export const load = lazyModule('WalletConnect', () => import('@walletconnect/universal-provider').then((m) => m))\n`,
      ],
      [
        'a .catch (next build fails on it when the package is missing)',
        `${helper}export const load = lazyModule('WalletConnect', () => import('@walletconnect/universal-provider').catch(namePackage))\n`,
      ],
      [
        'a try with more than the import',
        `${helper}export const load = lazyModule('WalletConnect', async () => {\n  try {\n    log()\n    return await import('@walletconnect/universal-provider')\n  } catch {\n    return undefined\n  }\n})\n`,
      ],
      [
        'another helper',
        `import { chunk } from './chunk'\nexport const load = chunk('WalletConnect', () => import('@walletconnect/universal-provider'))\n`,
      ],
      [
        'a lazyModule that is not core’s',
        `const lazyModule = (w, f) => f\nexport const load = lazyModule('WalletConnect', () => import('@walletconnect/universal-provider'))\n`,
      ],
      [
        'a name that is not a string',
        `${helper}const what = 'WalletConnect'\nexport const load = lazyModule(what, () => import('@walletconnect/universal-provider'))\n`,
      ],
    ])('in a seam, %s fails', (_, text) => {
      write(seam, text)
      expect(checkDependencyDirection(root)).toEqual([
        `${seam}: '@walletconnect/universal-provider': a seam's import() is written lazyModule('<what>', () => import('<module>')), lazyModule from @openappkit/core/internal`,
      ])
    })

    test('a module named by an expression fails, even in a seam', () => {
      write(
        seam,
        `${helper}const m = '@walletconnect/universal-provider'\nexport const load = lazyModule('WalletConnect', () => import(m))\n`,
      )
      expect(checkDependencyDirection(root)).toEqual([
        `${seam}: '<not a string literal>': a seam's import() is written lazyModule('<what>', () => import('<module>')), lazyModule from @openappkit/core/internal`,
      ])
    })

    test('typeof import() in a type, tests, comments and strings pass', () => {
      write(
        'packages/walletconnect/src/types.ts',
        "export type Provider = typeof import('@walletconnect/universal-provider')\nexport type P = import('./x').P\n// import('./y')\nexport const text = \"import('./z')\"\n",
      )
      write('packages/walletconnect/src/a.test.ts', "const m = await import('./types')\nimport './setup'\n")
      write('packages/walletconnect/src/b.test-d.ts', "const m = await import('./types')\n")
      expect(checkDependencyDirection(root)).toEqual([])
    })
  })

  describe('no side-effect-only import in a package’s code', () => {
    test.each([
      ["import './polyfill'\n", './polyfill'],
      ['import "@openappkit/core"\n', '@openappkit/core'],
      ["import {} from 'react-dom'\n", 'react-dom'],
    ])('%j fails', (text, spec) => {
      write('packages/react/src/hooks/useX.ts', text)
      expect(checkDependencyDirection(root)).toEqual([
        `packages/react/src/hooks/useX.ts: '${spec}': side-effect-only import: import what the file uses, by name`,
      ])
    })

    test('imports by name, type imports and re-exports pass; so does a test or a test dir', () => {
      write(
        'packages/react/src/hooks/useX.ts',
        "import { useState } from 'react'\nimport type { AppKit } from '@openappkit/core'\nimport * as dom from 'react-dom'\nexport * from './useY'\nexport { useState, dom }\nexport type { AppKit }\n",
      )
      write('packages/react/src/hooks/useX.test.tsx', "import '@testing-library/jest-dom'\n")
      write('packages/react/test/setup.ts', "import '@testing-library/jest-dom'\n")
      expect(checkDependencyDirection(root)).toEqual([])
    })
  })

  describe("react's layers", () => {
    const layered = {
      'packages/react/src/exports/index.ts': "export { useAccount } from '../hooks/useAccount'\n",
      'packages/react/src/exports/modal.ts':
        "export { AppKitModal } from '../modal/AppKitModal'\nexport { useAccount } from './index'\n",
      'packages/react/src/hooks/useAccount.ts':
        "import { theme } from '../shared/theme'\nexport const useAccount = () => theme\n",
      'packages/react/src/components/ConnectButton.tsx':
        "import { warmUpModal } from '../shared/modalWarmUp'\nimport { useAccount } from '../hooks/useAccount'\n",
      'packages/react/src/modal/AppKitModal.tsx':
        "import { useAccount } from '../hooks/useAccount'\nimport { View } from './views/View'\nimport { theme } from '../shared/theme'\n",
      'packages/react/src/modal/views/View.tsx': "import { useAccount } from '../../hooks/useAccount'\n",
      'packages/react/src/shared/theme.ts':
        "import { x } from '@openappkit/core'\nimport { useState } from 'react'\nimport { format } from './intl'\n",
      'packages/react/src/shared/modalWarmUp.ts': 'export const warmUpModal = () => {}\n',
      'packages/react/src/shared/intl.ts': 'export const format = 1\n',
    }

    test('modal/ and exports/ on top, shared/ at the bottom: passes', () => {
      for (const [path, text] of Object.entries(layered)) write(path, text)
      expect(checkDependencyDirection(root)).toEqual([])
    })

    test('a hook or a button importing from modal/ fails', () => {
      for (const [path, text] of Object.entries(layered)) write(path, text)
      write('packages/react/src/components/ConnectButton.tsx', "import { preload } from '../modal/preload'\n")
      write('packages/react/src/AppKitProvider.tsx', "import { AppKitModal } from './modal/AppKitModal'\n")
      expect(checkDependencyDirection(root)).toEqual([
        "packages/react/src/AppKitProvider.tsx: './modal/AppKitModal': only modal/ and exports/ import from modal/ (what both need lives in shared/)",
        "packages/react/src/components/ConnectButton.tsx: '../modal/preload': only modal/ and exports/ import from modal/ (what both need lives in shared/)",
      ])
    })

    test('the modal or a hook importing from exports/ fails', () => {
      for (const [path, text] of Object.entries(layered)) write(path, text)
      write('packages/react/src/modal/views/View.tsx', "import { useAccount } from '../../exports/index'\n")
      write('packages/react/src/hooks/useAccount.ts', "import type { X } from '../exports/index'\n")
      expect(checkDependencyDirection(root)).toEqual([
        "packages/react/src/hooks/useAccount.ts: '../exports/index': only exports/ imports from exports/: import the file that defines the name",
        "packages/react/src/modal/views/View.tsx: '../../exports/index': only exports/ imports from exports/: import the file that defines the name",
      ])
    })

    test('shared/ importing another folder of the package, or a file at its top, fails', () => {
      for (const [path, text] of Object.entries(layered)) write(path, text)
      write(
        'packages/react/src/shared/theme.ts',
        "import { useAccount } from '../hooks/useAccount'\nimport { Ctx } from '../context'\n",
      )
      expect(checkDependencyDirection(root)).toEqual([
        "packages/react/src/shared/theme.ts: '../hooks/useAccount': shared/ imports nothing from other folders of the package",
        "packages/react/src/shared/theme.ts: '../context': shared/ imports nothing from other folders of the package",
      ])
    })

    test('tests beside the code may reach across layers', () => {
      for (const [path, text] of Object.entries(layered)) write(path, text)
      write(
        'packages/react/src/hooks/useAccount.test.tsx',
        "import { AppKitModal } from '../exports/modal'\n",
      )
      expect(checkDependencyDirection(root)).toEqual([])
    })
  })
})

describe('findImportCycles', () => {
  test('a tree without cycles has none', async () => {
    write('packages/core/src/exports/index.ts', "export { a } from '../a'\n")
    write('packages/core/src/a.ts', "import { b } from './b'\nexport const a = b\n")
    write('packages/core/src/b.ts', 'export const b = 1\n')
    expect(await findImportCycles(root)).toEqual([])
  })

  test('a cycle reached from an entry fails and is printed; so is one through import()', async () => {
    write('packages/core/src/exports/index.ts', "export { a } from '../a'\n")
    write('packages/core/src/a.ts', "import { b } from './b'\nexport const a = () => b\n")
    write('packages/core/src/b.ts', "import { a } from './a'\nexport const b = () => a\n")
    write('packages/react/src/exports/modal.ts', "export { c } from '../c'\n")
    write('packages/react/src/c.ts', "export const c = () => import('./d')\n")
    write('packages/react/src/d.ts', "import { c } from './c'\nexport const d = c\n")
    expect(await findImportCycles(root)).toEqual([
      'packages/core/src/a.ts -> packages/core/src/b.ts',
      'packages/react/src/c.ts -> packages/react/src/d.ts',
    ])
  })

  test('type-only imports and test files are not part of a cycle', async () => {
    write('packages/core/src/exports/index.ts', "export { a } from '../a'\n")
    write('packages/core/src/exports/index.test.ts', "import * as all from './index'\n")
    write('packages/core/src/a.ts', "import type { B } from './b'\nexport const a = (b: B) => b\n")
    write('packages/core/src/b.ts', "import { a } from './a'\nexport type B = typeof a\n")
    expect(await findImportCycles(root)).toEqual([])
  })
})
