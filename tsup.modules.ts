import { existsSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { Options } from 'tsup'
import shared from './tsup.shared.ts'

// Why a package's dist keeps one file per source module (core, adapter-wagmi): an app bundler that
// splits code places whole files, and esbuild keeps in a shared file everything any chunk uses.
// Bundled, a package's entries share one chunk that the app's first chunk imports, so code that
// only later chunks run (the modal's views, the wagmi adapter once loaded) would load with the
// page. One file per module (imports kept, `sideEffects: false`) lets esbuild, rollup/Vite and
// webpack/Next place each module in the chunks that use it, as they do for an app's own source.

/** The package's modules under `src` (no tests), each with its place in dist/ (without extension). */
export function moduleEntries(src: string, leaveOut: (file: string) => boolean = () => false) {
  const outName = (file: string) => {
    const path = relative(src, file).replace(/\.ts$/, '').split(sep).join('/')
    return path.startsWith('exports/') ? path.slice('exports/'.length) : path
  }
  const modules = (readdirSync(src, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(file))
    .map((file) => join(src, file))
    .filter((file) => !leaveOut(file))
  return { modules, outName }
}

/** A source module's file for an import path without extension (`./x` → x.ts or x/index.ts). */
export function resolveSource(base: string): string {
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base])
    if (existsSync(candidate) && candidate.endsWith('.ts')) return candidate
  throw new Error(`build: cannot resolve ${base}`)
}

/**
 * tsup options building every module of `src` to its own file: each relative import stays an
 * import of that module's file in dist/, fully specified (`.js`), as Node and webpack require of
 * an ESM package. Declarations for the public entries (src/exports/) only.
 */
export function perModuleBuild(src: string, leaveOut?: (file: string) => boolean): Options {
  const { modules, outName } = moduleEntries(src, leaveOut)
  const keepModules: NonNullable<Options['esbuildPlugins']>[number] = {
    name: 'keep-modules',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        // The package's own modules only (a dependency bundled in by mistake resolves as usual).
        if (args.kind === 'entry-point' || !args.importer.startsWith(src)) return undefined
        const target = outName(resolveSource(resolve(args.resolveDir, args.path)))
        const from = dirname(outName(args.importer))
        const path = relative(from, target).split(sep).join('/')
        return { path: `${path.startsWith('.') ? path : `./${path}`}.js`, external: true }
      })
    },
  }
  return {
    ...(shared as Options),
    entry: Object.fromEntries(modules.map((file) => [outName(file), file])),
    dts: { entry: modules.filter((file) => file.startsWith(join(src, 'exports') + sep)) },
    // esbuild's output as it is: a rollup pass would be free to merge modules again.
    treeshake: false,
    esbuildPlugins: [keepModules],
  }
}
