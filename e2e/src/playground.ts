import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import { build, createServer, preview } from 'vite'

const playgroundRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/playground')

export interface ServedPlayground {
  url: string
  stop(): Promise<void>
}

/**
 * Builds the playground for production (so lazy chunks load as they would for a user) with the
 * devstack's URLs baked in through VITE_DEVSTACK_URLS, and serves it on a free loopback port.
 */
export async function servePlayground(devstack: Pick<DevstackInfo, 'urls'>): Promise<ServedPlayground> {
  const outDir = mkdtempSync(join(tmpdir(), 'playground-'))
  process.env.VITE_DEVSTACK_URLS = JSON.stringify(devstack.urls)
  // Vitest sets NODE_ENV=test, which Vite and React read: the build would carry React's
  // development code. A user gets the production build, so the test does too.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ root: playgroundRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  const server = await preview({
    root: playgroundRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('the playground preview server reported no URL')
  return {
    url,
    async stop() {
      await server.close()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}

/**
 * The playground as `npm run dev` serves it: Vite's dev server (sources transformed on request,
 * dependencies pre-bundled), on a free loopback port, with the devstack's URLs in
 * VITE_DEVSTACK_URLS instead of the default ports.
 */
export async function servePlaygroundDev(devstack: Pick<DevstackInfo, 'urls'>): Promise<ServedPlayground> {
  process.env.VITE_DEVSTACK_URLS = JSON.stringify(devstack.urls)
  // A cache of its own, empty: dependencies are pre-bundled from scratch, as on a fresh checkout,
  // and a developer's running `npm run dev` is left alone.
  const cacheDir = mkdtempSync(join(tmpdir(), 'playground-vite-'))
  const server = await createServer({
    root: playgroundRoot,
    cacheDir,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  await server.listen()
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('the playground dev server reported no URL')
  return {
    url,
    async stop() {
      await server.close()
      rmSync(cacheDir, { recursive: true, force: true })
    },
  }
}
