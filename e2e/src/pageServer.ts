import { createHash } from 'node:crypto'
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, preview } from 'vite'
import { inject } from 'vitest'

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A production build of the app at `root` (a user's build, not vitest's NODE_ENV=test), made once
 * per test run and kept for the run's other files (they run one after another): `runKey` names
 * the run (its devstack's URLs), so a new run builds again from the sources. Builds of runs older
 * than a day are removed.
 */
export async function buildOnce(root: string, runKey: string): Promise<string> {
  const outDir = join(tmpdir(), `openappkit-e2e-${hash(root)}-${hash(runKey)}`)
  const done = join(outDir, '.built')
  if (existsSync(done)) return outDir
  for (const name of readdirSync(tmpdir()))
    if (name.startsWith('openappkit-e2e-') && Date.now() - statSync(join(tmpdir(), name)).mtimeMs > DAY_MS)
      rmSync(join(tmpdir(), name), { recursive: true, force: true })
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  writeFileSync(done, '')
  return outDir
}

/**
 * Serves a test page of `e2e/pages`, built for production once per run, on loopback. `stop`
 * closes the server.
 */
export async function servePage(
  root: string,
  /** The loopback address to serve on: `::1` gives the page an origin no default allowlist names. */
  host: '127.0.0.1' | '::1' = '127.0.0.1',
): Promise<{ url: URL; stop(): Promise<void> }> {
  const outDir = await buildOnce(root, JSON.stringify(inject('devstack').urls))
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { host, port: 0, strictPort: false },
  })
  return {
    url: new URL(server.resolvedUrls?.local[0] as string),
    stop: () => server.close(),
  }
}
