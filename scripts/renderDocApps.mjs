// Runs the guide's `tsx app` blocks as a user would: bundled (esbuild, resolving from the docs
// app's node_modules, i.e. our packed packages), served on 127.0.0.1, opened in Chromium with the
// packed testing kit's test wallet injected, every request off loopback refused, and connected
// through whatever the app shows: a button named "Connect…" (the modal's or the app's own),
// then the test wallet's entry ("OpenAppKit Test Wallet"), or that entry at once.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

/** Bundles each app block of `blocks` (already written under `dir`/src/docs) to `dir`/web/<i>/. */
export async function bundleApps(dir, blocks) {
  const entries = {}
  for (const [index, block] of blocks.entries()) {
    const entry = join(dir, 'render', `app${index}.tsx`)
    mkdirSync(join(dir, 'render'), { recursive: true })
    const name = `../src/docs/${block.name}`
    writeFileSync(
      entry,
      `import { createRoot } from 'react-dom/client'
import ${block.defaultApp ? 'App' : '{ App }'} from '${name}'
createRoot(document.getElementById('root')!).render(<App />)
`,
    )
    entries[`app${index}`] = entry
    mkdirSync(join(dir, 'web'), { recursive: true })
    writeFileSync(
      join(dir, 'web', `app${index}.html`),
      `<!doctype html><html><head><meta charset="utf-8"><title>${block.file}:${block.line}</title></head><body><div id="root"></div><script type="module" src="/app${index}.js"></script></body></html>`,
    )
  }
  await build({
    absWorkingDir: dir,
    entryPoints: entries,
    outdir: join(dir, 'web'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'error',
  })
}

/** Serves `dir`/web on 127.0.0.1, port 0. */
export async function serve(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    try {
      const body = readFileSync(join(dir, 'web', path.replace(/^\/+/, '').replaceAll('..', '')))
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}

const isLoopback = (url) => new URL(url).hostname === '127.0.0.1'

/**
 * Opens app block `index` in a new page of `browser` and connects the test wallet; resolves with
 * the connected address once the page shows it, throws with the block's file and line otherwise
 * (a page error, or no connection within the timeout).
 */
export async function connectApp(browser, dir, origin, block, index) {
  const require = createRequire(join(dir, 'package.json'))
  const testing = await import(pathToFileURL(require.resolve('@openappkit/testing/playwright')).href)
  const { devstackEvmKey } = await import(pathToFileURL(require.resolve('@openappkit/testing/wallet')).href)
  const where = `${block.file}:${block.line}`
  const page = await browser.newPage()
  // A page error fails the block at once, whatever step it interrupts.
  const failed = new Promise((_, reject) => page.on('pageerror', reject))
  const step = (promise) => Promise.race([promise, failed])
  try {
    await page.route('**/*', (route) =>
      isLoopback(route.request().url()) ? route.continue() : route.abort(),
    )
    await page.routeWebSocket(/.*/, (socket) =>
      isLoopback(socket.url()) ? socket.connectToServer() : socket.close(),
    )
    // On Ethereum first, as the guide's apps are; it knows the other built-in networks too, so an
    // app on one of them connects. Reads it forwards reach nothing: these apps only connect.
    const rpc = `${origin}/rpc`
    const wallet = await testing.injectTestWallet(page, {
      rpcUrl: rpc,
      chainId: 1,
      chains: Object.fromEntries([8453, 10, 42161, 137, 11155111, 84532].map((id) => [id, rpc])),
      privateKey: devstackEvmKey(0),
    })
    await step(page.goto(`${origin}/app${index}.html`))
    const walletEntry = page.getByRole('button', { name: /OpenAppKit Test Wallet/ })
    // A button whose name starts with "Connect" (not WalletConnect's row of a wallet list).
    const connect = page.getByRole('button', { name: /^connect/i }).first()
    await step(walletEntry.or(connect).first().waitFor({ timeout: 15_000 }))
    if ((await walletEntry.count()) === 0) await step(connect.click())
    await step(walletEntry.first().click({ timeout: 15_000 }))
    // The address shows in full somewhere: the account button's title, or the app's own text.
    await step(
      page.waitForFunction(
        (address) => document.documentElement.outerHTML.toLowerCase().includes(address),
        wallet.address.toLowerCase(),
        { timeout: 15_000 },
      ),
    )
    return wallet.address
  } catch (error) {
    throw new Error(`${where}: the app failed in Chromium: ${error.message}`, { cause: error })
  } finally {
    await page.close()
  }
}
