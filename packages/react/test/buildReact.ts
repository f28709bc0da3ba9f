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
    entry: entries.map((name) => fileURLToPath(new URL(`../src/exports/${name}.ts`, import.meta.url))),
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
