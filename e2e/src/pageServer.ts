import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, preview } from 'vite'

/**
 * Builds a test page of `e2e/pages` for production (a user's build, not vitest's NODE_ENV=test)
 * and serves it on loopback. `stop` closes the server and removes the build.
 */
export async function servePage(
  root: string,
  /** The loopback address to serve on: `::1` gives the page an origin no default allowlist names. */
  host: '127.0.0.1' | '::1' = '127.0.0.1',
): Promise<{ url: URL; stop(): Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'e2e-page-'))
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { host, port: 0, strictPort: false },
  })
  return {
    url: new URL(server.resolvedUrls?.local[0] as string),
    async stop() {
      await server.close()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
