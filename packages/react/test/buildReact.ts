import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build as buildPackage } from 'tsup'
import packageConfig from '../tsup.config.ts'

/**
 * This package's dist/ as `pnpm build` makes it (tsup.config.ts, paths and externals relative to
 * the package; no declarations or maps), in `outDir`.
 */
export async function buildReact(outDir: string) {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  const src = fileURLToPath(new URL('../src/exports/', import.meta.url))
  await buildPackage({
    ...packageConfig,
    entry: ['index', 'modal', 'wagmi'].map((name) => `${src}${name}.ts`),
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
