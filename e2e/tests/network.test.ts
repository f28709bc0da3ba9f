import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser } from '../src/browser'
import { blockNonLoopback, offLoopbackDeadProxy, recordNonLoopback } from '../src/network'

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

test('the benchmarks guard: with the dead proxy, off-machine traffic fails in the browser and is recorded; loopback is served', async () => {
  const server = createServer((_, response) => response.end('<p>loopback</p>'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const guarded = await launchBrowser({ proxy: offLoopbackDeadProxy })
  try {
    const context = await guarded.newContext()
    const seen = recordNonLoopback(context)
    const failures: string[] = []
    context.on('requestfailed', (request) =>
      failures.push(`${request.url()} ${request.failure()?.errorText}`),
    )
    const page = await context.newPage()
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    expect(await page.textContent('p')).toBe('loopback')
    const outcome = await page.evaluate(async () => {
      const attempt = (url: string) =>
        fetch(url).then(
          () => 'answered',
          () => 'failed',
        )
      const socket = await new Promise<string>((resolve) => {
        const ws = new WebSocket('ws://198.51.100.7/')
        ws.onopen = () => resolve('open')
        ws.onclose = () => resolve('closed')
      })
      return {
        name: await attempt('https://example.com/ping'),
        ip: await attempt('http://192.0.2.1/'),
        socket,
      }
    })
    expect(outcome).toEqual({ name: 'failed', ip: 'failed', socket: 'closed' })
    expect([...seen].sort()).toEqual(['http://192.0.2.1/', 'https://example.com/ping', 'ws://198.51.100.7/'])
    // Failed at the proxy, never resolved or connected from this machine.
    expect(failures.filter((f) => f.startsWith('http://192.0.2.1/'))).toEqual([
      'http://192.0.2.1/ net::ERR_PROXY_CONNECTION_FAILED',
    ])
  } finally {
    await guarded.close()
    server.close()
  }
})
