import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Options } from 'tsup'
import shared from '../../tsup.shared.ts'

// Why this build differs from the other packages': an app bundler that splits code (esbuild,
// as the size bench and many apps do) places whole files, and a file that the app's first chunk
// reaches (even through a re-export the app never uses) loads with the page. The modal's views
// use hooks the app may not (useWallets, useActivity…); were those in the files `index.js`
// re-exports, every app that renders `<AppKitModal>` would load them with its first chunk. So
// the modal's code reaches `src/exports/index.ts` through a stand-in: the hooks that hold the
// instance, and everything the modal's first chunk itself uses, come from `./index.js` (one copy,
// one context); every other hook is compiled into the modal's own chunks, which load on open.
// `index.js` keeps its copy for apps that call those hooks themselves.

const src = fileURLToPath(new URL('./src/', import.meta.url))
const exportsIndex = join(src, 'exports', 'index.ts')

/** From `./index.js` always: the instance (its context), and what `AppKitModal` itself calls. */
const fromIndex = new Set([
  'AppKitProvider',
  'ProviderNotFoundError',
  'useAppKitInstance',
  'useAppKit',
  'useAppKitState',
  'useAppKitOptions',
])

/** The value exports of src/exports/index.ts, each with the file it comes from (or a package). */
function publicExports(): Map<string, string> {
  const text = readFileSync(exportsIndex, 'utf8')
  const names = new Map<string, string>()
  for (const [, list = '', from = ''] of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const item of list.split(',')) {
      const name =
        item
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? ''
      if (name && !item.trim().startsWith('type ')) names.set(name, from)
    }
  }
  return names
}

function resolveSource(base: string): string {
  for (const candidate of [`${base}.ts`, `${base}.tsx`, base]) if (existsSync(candidate)) return candidate
  throw new Error(`react build: cannot resolve ${base}`)
}

const modalOwnHooks: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'modal-own-hooks',
  setup(build) {
    const exported = publicExports()
    const hookFiles = new Map(
      [...exported]
        .filter(([, from]) => from.startsWith('../'))
        .map(([name, from]) => [resolveSource(resolve(src, 'exports', from)), name] as const),
    )
    const isModal = (file: string) => file.startsWith(join(src, 'modal') + sep)
    const fromIndexModule = (names: readonly string[]) => `export { ${names.join(', ')} } from './index.js'`

    // The modal's imports of the public surface: one stand-in per importing file, re-exporting
    // only what that file imports (a stand-in shared by all would be one file, which the modal's
    // first chunk would reach with every copy behind it).
    build.onResolve({ filter: /\/exports\/index$/ }, (args) => {
      if (!isModal(args.importer)) return undefined
      return { path: `modal-index:${args.importer}`, namespace: 'modal-own-hooks' }
    })
    build.onResolve({ filter: /^\.\/index\.js$/, namespace: 'modal-own-hooks' }, () => ({
      path: './index.js',
      external: true,
    }))
    // Inside the modal's copies: relative imports are copied too, except the files of public
    // exports the index keeps (one context, one instance hook).
    build.onResolve({ filter: /^(\.\.?)?\//, namespace: 'modal-own-hooks' }, (args) => {
      const file = resolveSource(resolve(args.resolveDir, args.path))
      if (file.startsWith(join(src, 'context')))
        throw new Error('react build: the modal must not copy the context')
      const name = hookFiles.get(file)
      if (name && fromIndex.has(name)) return { path: `index:${name}`, namespace: 'modal-own-hooks' }
      return { path: file, namespace: 'modal-own-hooks' }
    })
    build.onLoad({ filter: /.*/, namespace: 'modal-own-hooks' }, (args) => {
      if (args.path.startsWith('modal-index:')) {
        const importer = readFileSync(args.path.slice('modal-index:'.length), 'utf8')
        const wanted = new Set(
          [...importer.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[./]*\/exports\/index'/g)].flatMap(
            ([, list = '']) =>
              list
                .split(',')
                .map((item) => item.trim())
                .filter((item) => item && !item.startsWith('type '))
                .map((item) => item.split(/\s+as\s+/)[0] ?? ''),
          ),
        )
        const lines = [...exported]
          .filter(([name]) => wanted.has(name))
          .map(([name, from]) =>
            from.startsWith('../hooks/') && !fromIndex.has(name)
              ? `export { ${name} } from '${resolveSource(resolve(src, 'exports', from))}'`
              : fromIndexModule([name]),
          )
        return { contents: lines.join('\n'), loader: 'ts', resolveDir: src }
      }
      if (args.path.startsWith('index:')) {
        return {
          contents: fromIndexModule([args.path.slice('index:'.length)]),
          loader: 'ts',
          resolveDir: src,
        }
      }
      return {
        contents: readFileSync(args.path, 'utf8'),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        resolveDir: dirname(args.path),
      }
    })
  },
}

// src/modal/loading/firstChunks.ts: every module the modal loads with import() imports it so that
// each reaches all the page loaded first. Built, it also imports this package's modal entry (kept
// as `./modal.js`, as the modal's stand-ins keep `./index.js`, which modal.js imports): what the
// modal's module reaches (its chunk table, the warm-up) is then reached by every view too. The
// views import it bare, and the package says it has no side effects, so it is resolved here as
// having some: else esbuild drops those imports and the file with them (test/bundle.test.ts).
const firstChunksFile = join(src, 'modal', 'loading', 'firstChunks.ts')
const firstChunks: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'first-chunks',
  setup(build) {
    build.onResolve({ filter: /\/firstChunks$/ }, (args) => {
      const file = resolveSource(resolve(args.resolveDir, args.path))
      return file === firstChunksFile ? { path: file, sideEffects: true } : undefined
    })
    build.onResolve({ filter: /^\.\/modal\.js$/ }, (args) =>
      args.importer === firstChunksFile ? { path: args.path, external: true } : undefined,
    )
    build.onLoad({ filter: /firstChunks\.ts$/ }, (args) =>
      args.path === firstChunksFile
        ? {
            contents: `${readFileSync(firstChunksFile, 'utf8')}\nimport './modal.js'\n`,
            loader: 'ts',
            resolveDir: dirname(firstChunksFile),
          }
        : undefined,
    )
  },
}

// Each module `index.ts` re-exports from this package (a hook, a button, the provider) is a file of
// its own in dist/, as an entry: `index.js` re-exports from one file per module. An app's bundler
// follows the imports of every file the page's imports reach, but not those of a file none of whose
// code the app uses: in one `index.js`, the hooks an app never calls (useSwap, useSend…) still led
// esbuild to core's query options and checks, and whatever of them the modal's views use loaded
// with the page. Declarations stay one per public entry.
const publicEntries = {
  index: join(src, 'exports', 'index.ts'),
  modal: join(src, 'exports', 'modal.ts'),
  wagmi: join(src, 'exports', 'wagmi.ts'),
}
const moduleEntries = Object.fromEntries(
  [...new Set([...publicExports().values()].filter((from) => from.startsWith('../')))].map((from) => {
    const file = resolveSource(resolve(src, 'exports', from))
    return [file.slice(src.length).replace(/\.tsx?$/, ''), file]
  }),
)

const config: Options = {
  ...(shared as Options),
  entry: { ...publicEntries, ...moduleEntries },
  dts: { entry: publicEntries },
  // esbuild's output as it is: a second pass (rollup) would merge `./index.js` back into shared chunks.
  treeshake: false,
  esbuildPlugins: [firstChunks, modalOwnHooks],
}
export default config
