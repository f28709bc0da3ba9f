// An app's browser test on playwright-core alone, run by injectWithoutPlaywrightTest.test.ts in a
// Node process where @playwright/test cannot be found: it injects the test wallet into Chromium,
// asks it what a page would, and prints what it saw (and how the fixtures' entry fails) as JSON.
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { chromium } from 'playwright-core'
import { injectTestWallet } from '../../src/exports/inject.ts'

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
)
const html = `<!doctype html><title>app</title><script>
window.providers = []
addEventListener('eip6963:announceProvider', (e) => providers.push(e.detail))
dispatchEvent(new Event('eip6963:requestProvider'))
</script>`
const server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html))
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
try {
  const page = await browser.newPage()
  const wallet = await injectTestWallet(page, {
    // devstack test account 0 (the anvil test mnemonic); nothing here reaches its RPC.
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    chainId: 31337,
    rpcUrl: 'http://127.0.0.1:9',
  })
  await page.goto(`http://127.0.0.1:${(server.address() as { port: number }).port}`)
  const seen = await page.evaluate(async () => {
    type Announced = { info: { name: string }; provider: { request(a: unknown): Promise<unknown> } }
    const [first] = (window as unknown as { providers: Announced[] }).providers
    return {
      name: first?.info.name,
      accounts: await first?.provider.request({ method: 'eth_requestAccounts' }),
      chainId: await first?.provider.request({ method: 'eth_chainId' }),
    }
  })
  const fixtures = await import('../../src/exports/playwright.ts').then(
    () => 'loaded',
    (error: Error) => error.message,
  )
  process.stdout.write(JSON.stringify({ ...seen, calls: wallet.calls, fixtures }))
} finally {
  await browser.close()
  server.close()
}
