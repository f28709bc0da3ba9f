// One production build of a bench app, shared by bench-size.mjs and bench-browser.mjs so both
// measure the same thing: esbuild with an app's production settings (bundle, minify, code
// splitting, NODE_ENV=production, browser platform), and the app's first chunks, the entry and
// its static imports, which load before anything runs (chunks behind import() are later).
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/** esbuild's options for an app's production build of `bench/<page>`. */
function appBuild({ benchDir, page, define = {} }) {
  return {
    entryPoints: [join(benchDir, page)],
    absWorkingDir: benchDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    logLevel: 'error',
  }
}

/**
 * Builds `bench/<page>` (a .tsx path relative to bench/) into `outdir`. `define` adds build-time
 * constants. Returns esbuild's outputs (paths relative to bench/), the entry chunk and the
 * app's first chunks.
 */
export async function buildBenchApp({ benchDir, page, outdir, define = {} }) {
  const result = await build({ ...appBuild({ benchDir, page, define }), outdir, metafile: true, write: true })
  const outputs = result.metafile.outputs
  // Chunks behind import() are entry points to esbuild too: the app's entry is the one built
  // from the .tsx we named.
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === page)
  if (!entry) throw new Error(`bench: no output for ${page}`)
  const first = new Set()
  const visit = (file) => {
    if (first.has(file)) return
    first.add(file)
    for (const imp of outputs[file].imports) if (imp.kind === 'import-statement') visit(imp.path)
  }
  visit(entry)
  return { outputs, entry, first }
}

/**
 * What of `bench/<page>` runs before anything is loaded on use: the same build with every
 * import() left out (external), so code only lazy modules use is dead and dropped. KiB gzip of
 * all it outputs. The app's real first chunks minus this is code that only later code runs,
 * placed with the page because a file the page imports reaches its file (esbuild places whole
 * files by the entries that reach them, an import() target being an entry).
 */
export async function loadOnlyKib({ benchDir, page }) {
  const leaveOut = {
    name: 'leave-out-import()',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
      )
    },
  }
  const result = await build({
    ...appBuild({ benchDir, page }),
    outdir: join(benchDir, 'size', 'out', 'load-only'),
    write: false,
    plugins: [leaveOut],
  })
  return (
    result.outputFiles
      .filter((file) => file.path.endsWith('.js'))
      .reduce((n, file) => n + gzipSync(file.contents).length, 0) / 1024
  )
}

/**
 * The same page built by Vite (rolldown) for production, in memory: how many apps bundle, and one
 * that places modules by what uses them where esbuild places files by what imports them. Returns
 * each chunk's code and whether it is among the app's first chunks (the entry and its static
 * imports).
 */
export async function buildBenchAppWithVite({ benchDir, page }) {
  const { build: viteBuild } = await import('vite')
  const result = await viteBuild({
    root: benchDir,
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      modulePreload: false,
      target: 'es2022',
      rollupOptions: { input: join(benchDir, page) },
    },
  })
  const chunks = (Array.isArray(result) ? result[0] : result).output.filter((file) => file.type === 'chunk')
  const first = new Set()
  const visit = (name) => {
    if (first.has(name)) return
    first.add(name)
    for (const next of chunks.find((chunk) => chunk.fileName === name)?.imports ?? []) visit(next)
  }
  visit(chunks.find((chunk) => chunk.isEntry)?.fileName)
  return chunks.map((chunk) => ({ code: chunk.code, first: first.has(chunk.fileName) }))
}
