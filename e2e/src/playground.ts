import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Devstack } from '@openappkit/devstack'
import { build, preview } from 'vite'

const playgroundRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/playground')

export interface ServedPlayground {
  url: string
  stop(): Promise<void>
}

/**
 * Builds the playground for production (so lazy chunks load as they would for a user) with the
 * devstack's URLs baked in through VITE_DEVSTACK_URLS, and serves it on a free loopback port.
 */
export async function servePlayground(devstack: Devstack): Promise<ServedPlayground> {
  const outDir = mkdtempSync(join(tmpdir(), 'playground-'))
  process.env.VITE_DEVSTACK_URLS = JSON.stringify(devstack.urls)
  await build({ root: playgroundRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
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
