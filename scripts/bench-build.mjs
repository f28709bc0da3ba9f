// Production builds of a bench app (`bench/<page>`, a .tsx path relative to bench/), shared by
// size.mjs and bench-browser.mjs so both measure the same thing. Each builds from the packages'
// dist, as an app installs them, with an app's production settings (bundle, minify, code
// splitting, NODE_ENV=production, browser, ES2022), and returns the app's chunks:
//   { file, code, first, modules }
// `first`: the entry chunk or one of its static imports, loaded before anything runs (chunks
// behind import() come later); `modules`: the source files bundled in the chunk.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { build } from 'esbuild'

/** The entry and every chunk it reaches by static imports. */
function firstChunks(entry, staticImports) {
  const first = new Set()
  const visit = (file) => {
    if (first.has(file)) return
    first.add(file)
    for (const next of staticImports(file)) visit(next)
  }
  visit(entry)
  return first
}

/**
 * esbuild, written to `outdir` (a host serves those files: bench-browser.mjs). `define` adds
 * build-time constants. Files are named relative to bench/.
 */
export async function buildBenchApp({ benchDir, page, outdir, define = {} }) {
  const result = await build({
    entryPoints: [join(benchDir, page)],
    absWorkingDir: benchDir,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    logLevel: 'error',
    metafile: true,
    write: true,
  })
  const outputs = result.metafile.outputs
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === page)
  if (!entry) throw new Error(`bench: no output for ${page}`)
  const first = firstChunks(entry, (file) =>
    outputs[file].imports.filter((imp) => imp.kind === 'import-statement').map((imp) => imp.path),
  )
  const chunks = Object.keys(outputs)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      code: readFileSync(join(benchDir, file)),
      first: first.has(file),
      modules: Object.keys(outputs[file].inputs),
    }))
  return { entry, chunks }
}

/** Vite (rolldown), in memory. Files are named as Vite names them, modules relative to bench/. */
export async function buildBenchAppWithVite({ benchDir, page }) {
  const { build: viteBuild } = await import('vite')
  const result = await viteBuild({
    root: benchDir,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      modulePreload: false,
      target: 'es2022',
      rollupOptions: { input: join(benchDir, page) },
    },
  })
  const output = (Array.isArray(result) ? result[0] : result).output.filter((file) => file.type === 'chunk')
  const entry = output.find((chunk) => chunk.isEntry)?.fileName
  if (!entry) throw new Error(`bench: no Vite entry for ${page}`)
  const first = firstChunks(entry, (file) => output.find((chunk) => chunk.fileName === file)?.imports ?? [])
  const chunks = output.map((chunk) => ({
    file: chunk.fileName,
    code: chunk.code,
    first: first.has(chunk.fileName),
    modules: chunk.moduleIds.map((id) => relative(benchDir, id.replace(/^\0/, ''))),
  }))
  return { entry, chunks }
}
