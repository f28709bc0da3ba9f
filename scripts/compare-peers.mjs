// pnpm compare — our modal beside RainbowKit 2.2 and Reown AppKit 1.8, screen by screen, into
// artifacts/compare/index.html. Not part of `npm test`: it installs the peers from npm (exact
// versions, into a temporary folder: their licences allow installing and running them; none of
// their code enters the repository), bundles a tiny app for each, serves the three on 127.0.0.1
// next to the devstack, and screenshots Connect, Account (the e2e tests' EIP-6963 wallet
// connected), Send review and Swap at 1280×800 and 360×640, light, in English. Chromium refuses
// every request off loopback, so a peer that needs its hosted services shows what it shows
// offline; a peer with no such screen gets a note instead. Run with Node >= 23 and
// --conditions=source (the root package.json does): the devstack and e2e helpers are TypeScript.

import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build as esbuild } from 'esbuild'
import { build as viteBuild } from 'vite'
import { startDevstack } from '../apps/devstack/src/index.ts'
import { launchBrowser } from '../e2e/src/browser.ts'
import { blockNonLoopback } from '../e2e/src/network.ts'
import { injectTestWallet } from '../e2e/src/testWallet.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(root, 'artifacts', 'compare')
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 640 } }
const SCREENS = ['connect', 'account', 'send-review', 'swap']
const WALLET = /OpenAppKit Test Wallet/
const PEER_PACKAGES = {
  '@rainbow-me/rainbowkit': '2.2.9',
  '@reown/appkit': '1.8.24',
  '@reown/appkit-adapter-wagmi': '1.8.24',
  // wagmi 2's own connectors: AppKit's adapter would otherwise bring wagmi 3's, on a core it lacks.
  '@wagmi/connectors': '6.2.0',
  '@tanstack/react-query': '5.108.0',
  react: '19.3.1',
  'react-dom': '19.3.1',
  viem: '2.57.20',
  wagmi: '2.19.5',
}

// The peers' apps as their quick starts write them, on the devstack's chain.
const chainSource = `
import { defineChain } from 'viem'
const devstack = __DEVSTACK__
export const chain = defineChain({
  id: devstack.chainId,
  name: 'Devstack',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devstack.evmRpc] } },
  testnet: true,
})`
const peerApps = {
  rainbowkit: `
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider, useAccountModal, useConnectModal } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { http, WagmiProvider } from 'wagmi'
import { chain } from './chain.js'
const config = getDefaultConfig({ appName: 'Compare', projectId: 'compare', chains: [chain], transports: { [chain.id]: http() }, ssr: false })
function Expose() {
  const { openConnectModal } = useConnectModal()
  const { openAccountModal } = useAccountModal()
  window.peer = { connect: () => openConnectModal?.(), account: () => openAccountModal?.() }
  return <ConnectButton />
}
createRoot(document.getElementById('root')).render(
  <WagmiProvider config={config}><QueryClientProvider client={new QueryClient()}>
    <RainbowKitProvider><Expose /></RainbowKitProvider>
  </QueryClientProvider></WagmiProvider>,
)`,
  appkit: `
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { chain } from './chain.js'
const network = { ...chain, chainNamespace: 'eip155', caipNetworkId: 'eip155:' + chain.id }
const wagmiAdapter = new WagmiAdapter({ networks: [network], projectId: 'compare' })
const modal = createAppKit({
  adapters: [wagmiAdapter], networks: [network], projectId: 'compare',
  metadata: { name: 'Compare', description: 'Compare', url: location.origin, icons: [] },
  features: { analytics: false },
  themeMode: 'light',
})
window.peer = { connect: () => modal.open({ view: 'Connect' }), account: () => modal.open({ view: 'Account' }),
  send: () => modal.open({ view: 'WalletSend' }), swap: () => modal.open({ view: 'Swap' }) }
createRoot(document.getElementById('root')).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}><QueryClientProvider client={new QueryClient()}>
    <appkit-button />
  </QueryClientProvider></WagmiProvider>,
)`,
}

const html = (script, css) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${css ? `<link rel="stylesheet" href="${css}">` : ''}</head><body><div id="root"></div><script type="module" src="${script}"></script></body></html>`

/**
 * Installs the peers (once per version list: the install takes minutes; later runs reuse it) and
 * bundles their apps into `www/<name>`.
 */
async function buildPeers(www, devstackJson) {
  const manifest = JSON.stringify({ private: true, dependencies: PEER_PACKAGES })
  const install = join(
    tmpdir(),
    `openappkit-compare-${createHash('sha256').update(manifest).digest('hex').slice(0, 12)}`,
  )
  if (!existsSync(join(install, '.installed'))) {
    mkdirSync(install, { recursive: true })
    writeFileSync(join(install, 'package.json'), manifest)
    console.log('compare: installing RainbowKit and AppKit from npm…')
    // pnpm, outside our workspace, laid out as npm would (the peers import undeclared packages);
    // their install scripts (native speed-ups) are not run.
    execFileSync(
      'pnpm',
      [
        'install',
        '--ignore-workspace',
        '--config.node-linker=hoisted',
        '--config.strict-peer-dependencies=false',
        '--config.strict-dep-builds=false',
      ],
      { cwd: install, stdio: 'inherit' },
    )
    writeFileSync(join(install, '.installed'), '')
  }
  // The apps sit beside the install's node_modules, where their imports resolve.
  const dir = join(install, 'apps')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'chain.js'), chainSource)
  for (const [name, source] of Object.entries(peerApps)) {
    writeFileSync(join(dir, `${name}.jsx`), source)
    await esbuild({
      entryPoints: [join(dir, `${name}.jsx`)],
      absWorkingDir: dir,
      outdir: join(www, name),
      entryNames: 'app',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      jsx: 'automatic',
      loader: { '.png': 'dataurl', '.svg': 'dataurl', '.woff2': 'dataurl' },
      define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis', __DEVSTACK__: devstackJson },
      logLevel: 'error',
    })
    const css = existsSync(join(www, name, 'app.css')) ? './app.css' : undefined
    writeFileSync(join(www, name, 'index.html'), html('./app.js', css))
  }
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' }

/** Serves `dir` on 127.0.0.1 (a free port); resolves with its origin and a stop function. */
function serve(dir) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path)
    try {
      const body = readFileSync(file)
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      res.end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ origin: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() }),
    ),
  )
}

const settle = (page) => page.waitForTimeout(1500)

/** Per app, per screen: shoots the page as the user sees it, or returns why there is nothing to see. */
const drivers = {
  async ours(page, screen, { devstack }) {
    const call = (method, arg) => page.evaluate(([m, a]) => window.screenshots[m](a), [method, arg])
    const dialog = page.locator('openappkit-modal [role="dialog"]')
    await page.waitForFunction(() => window.screenshots)
    await call('open', { view: 'Connect' })
    // Every screen but Connect is an account's: each screen starts in a fresh browser context.
    if (screen !== 'connect') {
      await dialog.getByRole('button', { name: WALLET }).click()
      await dialog.getByTestId('account-address').waitFor()
    }
    if (screen === 'send-review') {
      await call('open', { view: 'WalletSend' })
      await dialog.getByRole('combobox').first().click()
      await dialog.getByRole('option', { name: /^ETH/ }).click()
      await dialog.getByRole('textbox').nth(0).fill('0.5')
      await dialog.getByRole('textbox').nth(1).fill(devstack.accounts.evm[9].address)
      await dialog.locator('form button[type="submit"]').click()
      await dialog.getByTestId('send-preview-fee').waitFor()
    }
    if (screen === 'swap') await call('open', { view: 'Swap' })
    await settle(page)
  },
  async rainbowkit(page, screen) {
    if (screen === 'send-review' || screen === 'swap')
      return 'RainbowKit has no such screen: its modals are connect, account and chains; sending and swapping are the app’s own UI.'
    await page.waitForFunction(() => window.peer)
    await page.evaluate(() => window.peer.connect())
    if (screen === 'account') {
      await page.getByRole('button', { name: WALLET }).first().click()
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), null, { timeout: 15_000 })
      await page.waitForTimeout(500)
      await page.evaluate(() => window.peer.account())
    }
    await settle(page)
  },
  async appkit(page, screen) {
    await page.waitForFunction(() => window.peer)
    if (screen !== 'connect') {
      await page.evaluate(() => window.peer.connect())
      await page.getByText(WALLET).first().click({ timeout: 10_000 })
      await page.waitForTimeout(2000)
    }
    await page.evaluate(
      (s) =>
        window.peer[{ connect: 'connect', account: 'account', 'send-review': 'send', swap: 'swap' }[s]](),
      screen,
    )
    await settle(page)
    if (screen === 'send-review')
      return 'shown below as AppKit draws Send offline: its review needs the balances of Reown’s hosted API, refused here, so no review can be reached.'
    if (screen === 'swap')
      return 'shown below as AppKit draws Swap offline: quotes and tokens come from Reown’s hosted API, refused here.'
  },
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'oak-compare-'))
  const devstack = await startDevstack({ solana: false })
  const devstackJson = JSON.stringify({ chainId: devstack.chains.evm.chainId, evmRpc: devstack.urls.evmRpc })
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const servers = []
  try {
    await buildPeers(join(work, 'www'), devstackJson)
    await viteBuild({
      root: join(root, 'e2e/pages/screenshotsApp'),
      logLevel: 'warn',
      base: './',
      build: { outDir: join(work, 'www', 'ours'), emptyOutDir: true },
    })
    const site = await serve(join(work, 'www'))
    servers.push(site)
    const ours = new URL(`${site.origin}/ours/`)
    ours.searchParams.set('urls', JSON.stringify(devstack.urls))
    ours.searchParams.set('chainId', String(devstack.chains.evm.chainId))
    const urls = {
      ours: ours.toString(),
      rainbowkit: `${site.origin}/rainbowkit/`,
      appkit: `${site.origin}/appkit/`,
    }
    const browser = await launchBrowser()
    const results = {}
    for (const app of Object.keys(drivers))
      for (const [size, viewport] of Object.entries(SIZES))
        for (const screen of SCREENS) {
          const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
          const blocked = await blockNonLoopback(context)
          const page = await context.newPage()
          await injectTestWallet(page, {
            rpcUrl: devstack.urls.evmRpc,
            chainId: devstack.chains.evm.chainId,
            privateKey: devstack.accounts.evm[0].privateKey,
          })
          const key = `${app}-${screen}-${size}`
          try {
            await page.goto(urls[app])
            const note = await drivers[app](page, screen, { devstack })
            if (!note || note.startsWith('shown')) await page.screenshot({ path: join(outDir, `${key}.png`) })
            results[key] = { note, image: !note || note.startsWith('shown'), blocked: blocked.length }
          } catch (error) {
            await page.screenshot({ path: join(outDir, `${key}.png`) }).catch(() => {})
            results[key] = {
              note: `did not reach this screen offline (${String(error.message).split('\n')[0]}); below, what it showed.`,
              image: true,
              blocked: blocked.length,
            }
          }
          console.log(`compare: ${key}${results[key].note ? ` — ${results[key].note}` : ''}`)
          await context.close()
        }
    await browser.close()
    writeFileSync(join(outDir, 'index.html'), indexPage(results))
    console.log(`compare: ${join(outDir, 'index.html')}`)
  } finally {
    for (const server of servers) server.stop()
    await devstack.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

function indexPage(results) {
  const apps = { ours: 'OpenAppKit', rainbowkit: 'RainbowKit 2.2.9', appkit: 'Reown AppKit 1.8.24' }
  const cell = (key) => {
    const r = results[key]
    const note = r?.note ? `<p>${r.note}</p>` : ''
    const blocked = r?.blocked ? `<p class="muted">${r.blocked} requests off loopback refused</p>` : ''
    return `<td>${note}${r?.image ? `<img src="${key}.png" alt="${key}">` : ''}${blocked}</td>`
  }
  const rows = Object.keys(SIZES).flatMap((size) =>
    SCREENS.map(
      (screen) =>
        `<tr><th>${screen}<br>${size}</th>${Object.keys(apps)
          .map((app) => cell(`${app}-${screen}-${size}`))
          .join('')}</tr>`,
    ),
  )
  return `<!doctype html><meta charset="utf-8"><title>Modal comparison</title><style>body{font:14px system-ui;margin:24px}td,th{vertical-align:top;padding:8px;border-top:1px solid #ddd;text-align:start}img{max-width:420px;border:1px solid #ccc}.muted{color:#777}</style><h1>Modal comparison (offline, loopback only)</h1><table><tr><th></th>${Object.values(
    apps,
  )
    .map((a) => `<th>${a}</th>`)
    .join('')}</tr>${rows.join('')}</table>`
}

await main()
