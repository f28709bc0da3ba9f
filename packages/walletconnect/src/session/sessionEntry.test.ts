// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

// createWalletConnect.ts loads with import() (createWalletConnectOnUse.ts), so it is an entry to an
// app's bundler, and esbuild groups the files of the app's first chunks by the entries that reach
// them. Reaching only core's index, it cut core's query options off core's shared chunk: one
// more file before an app's button shows (bench:size prints the count). It reaches all four, as
// core's own modules loaded on use do (core/test/lazyEntries.test.ts).
test("the session's module, loaded on use, imports core's four entries", () => {
  const text = readFileSync(new URL('./createWalletConnect.ts', import.meta.url), 'utf8').replace(
    /\/\*[\s\S]*?\*\/|\/\/.*$/gm,
    '',
  )
  for (const entry of [
    '@openappkit/core',
    '@openappkit/core/internal',
    '@openappkit/core/query',
    '@openappkit/core/internal',
  ])
    expect(text).toMatch(new RegExp(`from '${entry}'|import '${entry}'`))
  expect(readFileSync(new URL('./createWalletConnectOnUse.ts', import.meta.url), 'utf8')).toContain(
    "import('./createWalletConnect')",
  )
})
