// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, test } from 'vitest'

/** This package's JS as `pnpm build` makes it (tsconfig.build.json), in `outDir`. */
function buildReact(outDir: string) {
  const config = ts.getParsedCommandLineOfConfigFile(
    fileURLToPath(new URL('../tsconfig.build.json', import.meta.url)),
    { outDir, declaration: false, declarationMap: false, sourceMap: false },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => expect.fail(String(d.messageText)) },
  )
  if (!config) throw new Error('tsconfig.build.json not read')
  const { emitSkipped } = ts.createProgram(config.fileNames, config.options).emit()
  expect(emitSkipped).toBe(false)
}

// React Server Components (Next.js App Router) treat a module as client code only when its first
// statement is 'use client'. Our entries hold hooks and components, so each built entry must
// start with it, or a server page that renders <ConnectButton /> fails to build.
test('each built entry of @openappkit/react starts with "use client"', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'oak-react-use-client-'))
  try {
    buildReact(outDir)
    const exported = Object.values(
      JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).exports,
    )
      .filter((target): target is { default: string } => typeof target === 'object')
      .map((target) => target.default.replace(/^\.\/dist\//, ''))
    expect(exported.sort()).toEqual(['exports/index.js', 'exports/modal.js', 'exports/wagmi.js'])
    for (const entry of exported) {
      const firstStatement = readFileSync(join(outDir, entry), 'utf8').trimStart().split('\n')[0]
      expect(firstStatement, entry).toMatch(/^["']use client["'];?$/)
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
})
