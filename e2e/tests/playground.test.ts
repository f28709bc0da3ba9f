import { type Devstack, startDevstack } from '@openappkit/devstack'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { artifactPath } from '../src/artifacts'
import { launchBrowser } from '../src/browser'
import { blockNonLoopback } from '../src/network'
import { type ServedPlayground, servePlayground } from '../src/playground'

let devstack: Devstack
let playground: ServedPlayground
let browser: Browser

beforeAll(async () => {
  devstack = await startDevstack({ ports: 0 })
  playground = await servePlayground(devstack)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await playground?.stop()
  await devstack?.stop()
})

/** Every URL the page asks for, so a test can hold the SDK to "loopback only". */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

test('the playground loads in Chromium, shows the SDK version, links to the headless page, and talks to loopback only', async () => {
  const page = await browser.newPage()
  const blocked = await blockNonLoopback(page)
  const requests = recordRequests(page)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  await page.goto(playground.url)
  await expect
    .poll(() => page.getByRole('heading', { name: 'OpenAppKit playground' }).count(), { timeout: 10_000 })
    .toBe(1)
  expect(await page.getByTestId('sdk-version').textContent()).toMatch(/^\d+\.\d+\.\d+/)
  await page.screenshot({ path: artifactPath('playground-home.png') })

  await page.getByRole('link', { name: /Headless/ }).click()
  await page.getByRole('heading', { name: 'Headless' }).waitFor()
  await page.getByRole('heading', { name: 'Connect' }).waitFor()

  expect(errors).toEqual([])
  expect(blocked).toEqual([])
  const hosts = new Set(requests.map((u) => new URL(u).hostname))
  expect([...hosts].filter((h) => h !== '127.0.0.1' && h !== 'localhost')).toEqual([])
  await page.close()
})
