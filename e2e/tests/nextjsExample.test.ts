import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { artifactPath } from '../src/artifacts'
import { launchBrowser } from '../src/browser'
import { blockNonLoopback } from '../src/network'

// examples/nextjs as a user runs it: `next build` (Turbopack, telemetry off, every hosted
// service off so nothing leaves the machine), `next start` on loopback, the page in Chromium.
// The page is a server component that renders <ConnectButton>, <NetworkButton> and <AppKitModal>
// straight from @openappkit/react: that builds only because our modules say 'use client'.
const example = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'examples', 'nextjs')
const next = join(example, 'node_modules', '.bin', 'next')
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_OFFLINE: '1' }

let server: ChildProcess | undefined
let browser: Browser | undefined
let origin = ''

function run(args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(next, args, { cwd: example, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', fail)
    child.on('close', (code) =>
      code === 0 ? done(output) : fail(new Error(`next ${args[0]} failed:\n${output}`)),
    )
  })
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      )
    })
  })
}

async function waitForServer(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`next start did not answer at ${url}`)
}

beforeAll(async () => {
  const started = performance.now()
  await run(['build'])
  console.log(`examples/nextjs: next build took ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  server = spawn(next, ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: example,
    env,
    stdio: 'ignore',
  })
  await waitForServer(origin, server)
  browser = await launchBrowser()
}, 420_000)

afterAll(async () => {
  await browser?.close()
  server?.kill('SIGTERM')
})

test('the server renders the button; the page hydrates with no warning; the button opens the modal', async () => {
  // The server's HTML already holds the button (no JavaScript needed to see it).
  const html = await (await fetch(origin)).text()
  expect(html).toMatch(/<button[^>]*data-openappkit-button="connect"[^>]*>Connect wallet<\/button>/)

  if (!browser) throw new Error('no browser')
  const context = await browser.newContext()
  const blocked = await blockNonLoopback(context)
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto(origin, { waitUntil: 'networkidle' })

  const button = page.getByRole('button', { name: 'Connect wallet' })
  await button.waitFor()
  await expect(page.getByRole('button', { name: 'Network: Ethereum. Switch network' }).count()).resolves.toBe(
    1,
  )
  await button.click()
  // The dialog lives in the modal's open shadow root, which Playwright's locators enter.
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('heading', { name: 'Connect wallet' }).waitFor({ timeout: 15_000 })
  await page.screenshot({ path: artifactPath('nextjs-example-modal.png') })

  // A hydration mismatch is a console error in React 19 (a recoverable error, #418 in production).
  expect(problems).toEqual([])
  expect(blocked).toEqual([])
  await context.close()
})
