import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser } from '../src/browser'
import { blockNonLoopback } from '../src/network'

// The guard every browser test relies on: whatever a library tries, nothing reaches a host
// that is not loopback, and the attempt is recorded so the test can fail on it.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

test('a request and a WebSocket to a non-loopback host are stopped in the browser and recorded', async () => {
  const context = await browser.newContext()
  try {
    const blocked = await blockNonLoopback(context)
    const page = await context.newPage()
    const outcome = await page.evaluate(async () => {
      const request = await fetch('https://example.invalid/ping').then(
        () => 'answered',
        () => 'failed',
      )
      const socket = await new Promise<string>((resolve) => {
        const ws = new WebSocket('wss://relay.example.invalid/')
        ws.onopen = () => resolve('open')
        ws.onclose = () => resolve('closed')
      })
      return { request, socket }
    })
    expect(outcome).toEqual({ request: 'failed', socket: 'closed' })
    expect(blocked).toEqual(['https://example.invalid/ping', 'wss://relay.example.invalid/'])
  } finally {
    await context.close()
  }
})
