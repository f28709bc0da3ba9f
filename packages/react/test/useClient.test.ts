// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { buildReact } from './buildReact.ts'

// React Server Components (Next.js App Router) treat a module as client code only when its first
// statement is 'use client'. Our entries hold hooks and components, so each built entry must
// start with it, or a server page that renders <ConnectButton /> fails to build. A bundler pass
// that hoists imports above it, or rollup's tree-shaking (which drops module directives with a
// warning), breaks this: tsup.config.ts keeps esbuild's output as it is.
test('each built entry of @openappkit/react starts with "use client"', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'oak-react-use-client-'))
  try {
    await buildReact(outDir)
    const exported = Object.keys(
      JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).exports,
    )
      .filter((key) => key !== './package.json')
      .map((key) => (key === '.' ? 'index.js' : `${key.slice(2)}.js`))
    expect(exported.sort()).toEqual(['index.js', 'modal.js', 'wagmi.js'])
    const files = readdirSync(outDir)
    for (const entry of exported) {
      expect(files).toContain(entry)
      const firstStatement = readFileSync(join(outDir, entry), 'utf8').trimStart().split('\n')[0]
      expect(firstStatement, entry).toMatch(/^["']use client["'];?$/)
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
})
