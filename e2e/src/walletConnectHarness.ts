import { mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Devstack } from '@openappkit/devstack'
import { build, preview } from 'vite'
import type { ServedPlayground } from './playground'

const here = dirname(fileURLToPath(import.meta.url))
const repo = resolve(here, '../..')
const pkg = (path: string) => join(repo, 'packages', path)

/**
 * Builds and serves the WalletConnect harness page (walletConnectHarness/): the modal on the
 * wagmi adapter, whose WalletConnect connector pairs over the devstack's relay. The workspace
 * packages come from their sources, and react from @openappkit/react's own copy, so the page
 * has one React. Production build, loopback port, like servePlayground.
 */
export async function serveWalletConnectHarness(devstack: Devstack): Promise<ServedPlayground> {
  const root = join(here, 'walletConnectHarness')
  const outDir = mkdtempSync(join(tmpdir(), 'wc-harness-'))
  const react = realpathSync(pkg('react/node_modules/react'))
  const reactDom = realpathSync(pkg('react/node_modules/react-dom'))
  const config = {
    root,
    configFile: false as const,
    logLevel: 'error' as const,
    resolve: {
      conditions: ['source', 'browser', 'module', 'import', 'default'],
      alias: [
        { find: /^@openappkit\/react\/modal$/, replacement: pkg('react/src/exports/modal.ts') },
        { find: /^@openappkit\/react$/, replacement: pkg('react/src/exports/index.ts') },
        { find: /^@openappkit\/core$/, replacement: pkg('core/src/exports/index.ts') },
        { find: /^@openappkit\/adapter-wagmi$/, replacement: pkg('adapter-wagmi/src/exports/index.ts') },
        { find: /^react-dom\/client$/, replacement: join(reactDom, 'client.js') },
        { find: /^react$/, replacement: join(react, 'index.js') },
      ],
      dedupe: ['react', 'react-dom'],
    },
    oxc: { jsx: { runtime: 'automatic' as const } },
    define: {
      'import.meta.env.VITE_DEVSTACK_URLS': JSON.stringify(JSON.stringify(devstack.urls)),
      'import.meta.env.VITE_DEVSTACK_CHAIN_ID': JSON.stringify(String(devstack.chains.evm.chainId)),
    },
  }
  await build({ ...config, build: { outDir, emptyOutDir: true } })
  const server = await preview({
    ...config,
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('the WalletConnect harness preview server reported no URL')
  return {
    url,
    async stop() {
      await server.close()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
