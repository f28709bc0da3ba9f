// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, test } from 'vitest'

const packageFile = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/**
 * The compiler options of `pnpm build` (tsconfig.build.json). Each source module compiles to its
 * own file (isolatedModules), so compiling one module alone gives the file dist/ ships.
 */
function buildOptions() {
  const config = ts.getParsedCommandLineOfConfigFile(packageFile('tsconfig.build.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => expect.fail(String(d.messageText)),
  })
  if (!config) throw new Error('tsconfig.build.json not read')
  return config.options
}

// React Server Components (Next.js App Router) treat a module as client code only when its first
// statement is 'use client'. Our entries hold hooks and components, so each built entry must
// start with it, or a server page that renders <ConnectButton /> fails to build.
test('each built entry of @openappkit/react starts with "use client"', () => {
  const exports: Record<string, string | { source: string; default: string }> = JSON.parse(
    readFileSync(packageFile('package.json'), 'utf8'),
  ).exports
  const entries = Object.values(exports).filter((target) => typeof target === 'object')
  expect(entries.map((target) => target.default).sort()).toEqual([
    './dist/exports/index.js',
    './dist/exports/modal.js',
    './dist/exports/wagmi.js',
  ])
  const compilerOptions = buildOptions()
  for (const { source } of entries) {
    const { outputText } = ts.transpileModule(readFileSync(packageFile(source), 'utf8'), {
      compilerOptions,
      fileName: packageFile(source),
    })
    expect(outputText.trimStart().split('\n')[0], source).toMatch(/^["']use client["'];?$/)
  }
})
