import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'

let built: Promise<string> | undefined

/**
 * The frame page's script, bundled for the browser on first request (esbuild, about a second)
 * and kept: the devstack's start-up does not pay for it unless the frame is used.
 */
export function frameScript(): Promise<string> {
  built ??= (async () => {
    const { build } = await import('esbuild')
    const result = await build({
      entryPoints: [fileURLToPath(new URL(`./browser/frame${extname(import.meta.url)}`, import.meta.url))],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      conditions: ['source'],
      minify: true,
      define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    })
    const file = result.outputFiles[0]
    if (!file) throw new Error('The frame script did not build')
    return file.text
  })()
  built.catch(() => {
    built = undefined
  })
  return built
}
