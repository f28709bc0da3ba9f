import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'

// In your app this file is `export default {}`: the packages resolve to their built files. Here,
// inside the OpenAppKit repository, they resolve to their TypeScript sources instead (the
// `source` condition of each package.json `exports`, as the repository's tests and playground
// do), so the example builds without `pnpm build` first. Turbopack has no custom conditions, so
// each entry becomes an alias, read from the package.json files so a new entry needs no edit.
const here = dirname(fileURLToPath(import.meta.url))
const packagesDir = join(here, '..', '..', 'packages')

function sourceAliases(): Record<string, string> {
  const aliases: Record<string, string> = {}
  for (const dir of readdirSync(packagesDir)) {
    let pkg: { name: string; exports?: Record<string, { source?: string } | string> }
    try {
      pkg = JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8'))
    } catch {
      continue
    }
    for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
      if (typeof target !== 'object' || !target.source) continue
      const specifier = subpath === '.' ? pkg.name : `${pkg.name}${subpath.slice(1)}`
      aliases[specifier] = `./${relative(here, join(packagesDir, dir, target.source))}`
    }
  }
  return aliases
}

const config: NextConfig = {
  turbopack: { root: join(here, '..', '..'), resolveAlias: sourceAliases() },
}

export default config
