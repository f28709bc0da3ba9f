import { existsSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Options } from 'tsup'
import shared from '../../tsup.shared.ts'

// Why core's dist keeps one file per source module: an app bundler that splits code places whole
// files, and esbuild keeps in a shared file everything any chunk uses. Bundled, core's two entries
// share one chunk that the app's first chunk imports, so the send flow, wallet list and activity
// code that only the modal's views call would load with every app that renders <AppKitModal>,
// growing with each feature view. One file per module (imports kept, `sideEffects: false`) lets
// esbuild, rollup/Vite and webpack/Next place each module in the chunks that use it, as they do
// for an app's own source: view-only core code goes to the views' chunks.

const src = fileURLToPath(new URL('./src/', import.meta.url))

/** Where a source file lands in dist/, without extension: the exports at the top, the rest as in src/. */
function outName(file: string): string {
  const path = relative(src, file).replace(/\.ts$/, '').split(sep).join('/')
  return path.startsWith('exports/') ? path.slice('exports/'.length) : path
}

const modules = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(file))
  .map((file) => join(src, file))

function resolveSource(base: string): string {
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base])
    if (existsSync(candidate) && candidate.endsWith('.ts')) return candidate
  throw new Error(`core build: cannot resolve ${base}`)
}

const keepModules: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'keep-modules',
  setup(build) {
    // Each relative import stays an import of the module's own file in dist/, fully specified
    // (`.js`), as Node and webpack require of an ESM package.
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined
      const target = outName(resolveSource(resolve(args.resolveDir, args.path)))
      const from = dirname(outName(args.importer))
      const path = relative(from, target).split(sep).join('/')
      return { path: `${path.startsWith('.') ? path : `./${path}`}.js`, external: true }
    })
  },
}

const config: Options = {
  ...(shared as Options),
  entry: Object.fromEntries(modules.map((file) => [outName(file), file])),
  // Declarations for the public entries only: the per-module files are an implementation detail.
  dts: { entry: modules.filter((file) => file.startsWith(join(src, 'exports') + sep)) },
  // esbuild's output as it is: a rollup pass would be free to merge modules again.
  treeshake: false,
  esbuildPlugins: [keepModules],
}
export default config
