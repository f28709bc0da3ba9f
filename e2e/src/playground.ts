import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DevstackInfo } from '@openappkit/devstack/vitest'
import { createServer, preview } from 'vite'
import { buildOnce } from './pageServer'

const playgroundRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/playground')

export interface ServedPlayground {
  url: string
  stop(): Promise<void>
}

/**
 * The playground built for production (so lazy chunks load as they would for a user) with the
 * devstack's URLs baked in through VITE_DEVSTACK_URLS, once per run, served on a free loopback port.
 */
export async function servePlayground(devstack: Pick<DevstackInfo, 'urls'>): Promise<ServedPlayground> {
  process.env.VITE_DEVSTACK_URLS = JSON.stringify(devstack.urls)
  const outDir = await buildOnce(playgroundRoot, process.env.VITE_DEVSTACK_URLS)
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
    stop: () => server.close(),
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
