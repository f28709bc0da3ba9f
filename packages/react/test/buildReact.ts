import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build as buildPackage } from 'tsup'
import packageConfig from '../tsup.config'

/**
 * This package's dist/ as `pnpm build` makes it (tsup.config.ts, paths and externals relative to
 * the package; no declarations or maps), in `outDir`, for the entries named (by default the ones
 * `package.json` exports).
 */
export async function buildReact(outDir: string, entries: readonly string[] = ['index', 'modal', 'wagmi']) {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  await buildPackage({
    ...packageConfig,
    // The public entries named, and the one file per module that index.js re-exports from.
    entry: Object.fromEntries(
      Object.entries(packageConfig.entry as Record<string, string>).filter(
        ([name, file]) => !file.includes('/src/exports/') || entries.includes(name),
      ),
    ),
    tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
    external: [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].map(
      (name) => new RegExp(`^${name}(/|$)`),
    ),
    outDir,
    dts: false,
    sourcemap: false,
    silent: true,
  })
}
