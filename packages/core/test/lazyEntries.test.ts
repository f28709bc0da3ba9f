// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// Every module core loads with import() is an entry to an app's bundler, and esbuild groups the
// files of the app's first chunks by the entries that reach them: a module loaded on use that
// reaches only part of core splits those chunks (three more files and +1.9 KiB gzip measured
// when three of them did not). Each must reach all of core's entries, as flows/lazyFlows.ts does.
const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name) ? [path] : []
  })
}

test("each module core loads on use imports core's four entries", () => {
  const targets = new Set<string>()
  for (const file of sources(src))
    for (const [, target] of readFileSync(file, 'utf8').matchAll(/[^f] import\('(\.[^']+)'\)/g))
      targets.add(resolve(dirname(file), `${target}.ts`))
  expect(targets.size).toBeGreaterThanOrEqual(4)
  for (const target of targets) {
    const text = readFileSync(target, 'utf8')
    const entries = ['index', 'internal', 'query', 'ui'].map((name) =>
      relative(dirname(target), join(src, 'exports', name)),
    )
    for (const entry of entries)
      expect(text, relative(src, target)).toContain(
        `import '${entry.startsWith('.') ? entry : `./${entry}`}'`,
      )
  }
})
