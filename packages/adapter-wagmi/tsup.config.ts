import { rmSync } from 'node:fs'
import { join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Options } from 'tsup'
import { perModuleBuild, resolveSource } from '../../tsup.modules.ts'
import shared from '../../tsup.shared.ts'

// Two builds. The public surface, one file per module (tsup.modules.ts), where
// `createWagmiAdapter` imports nothing of wagmi or viem. And src/loaded/, the adapter's code that
// `createWagmiAdapter` fetches with import(), bundled on its own into dist/loaded/ with its own
// copies of the modules it uses: were they the public files, an app bundler would place wagmi and
// viem with the page, because the public index reaches them (esbuild follows every import of a
// file any chunk uses). Only the error classes stay one copy (instanceof must hold across both).

const src = fileURLToPath(new URL('./src/', import.meta.url))
const loadedDir = join(src, 'loaded') + sep
const sharedModules = new Map([[join(src, 'errors', 'walletErrors.ts'), '../errors/walletErrors.js']])

const keepShared: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'keep-shared',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const path = sharedModules.get(resolveSource(join(args.resolveDir, args.path)))
      return path === undefined ? undefined : { path, external: true }
    })
  },
}

/** The loaded build's own files (dist/loaded/) go at its start: the other build keeps out of them. */
const cleanLoaded: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'clean-loaded',
  setup(build) {
    build.onStart(() => {
      const outdir = build.initialOptions.outdir
      if (outdir) rmSync(join(outdir, 'loaded'), { recursive: true, force: true })
    })
  },
}

const builds: Options[] = [
  // The builds run side by side: the first cleans all but loaded/, the second only loaded/.
  { ...perModuleBuild(src, (file) => file.startsWith(loadedDir)), clean: ['!loaded/**'] },
  {
    ...(shared as Options),
    entry: { 'loaded/createLoadedAdapter': join(loadedDir, 'createLoadedAdapter.ts') },
    clean: false,
    dts: false,
    esbuildPlugins: [cleanLoaded, keepShared],
    esbuildOptions(options) {
      options.chunkNames = 'loaded/[name]-[hash]'
    },
  },
]
export default builds
