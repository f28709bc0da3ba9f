import type { BrowserContext, Page } from 'playwright-core'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

const leavesMachine = (url: URL) => /^(https?|wss?):$/.test(url.protocol) && !LOOPBACK.has(url.hostname)

/**
 * Aborts, inside the browser, every request and WebSocket to a host that is not loopback, and
 * records it. Tests may only touch loopback; this keeps anything a library tries from leaving the
 * machine, and the returned list lets the test fail on it.
 */
export async function blockNonLoopback(target: BrowserContext | Page): Promise<string[]> {
  const blocked: string[] = []
  await target.route(leavesMachine, (route) => {
    blocked.push(route.request().url())
    return route.abort('blockedbyclient')
  })
  // Never connected to a server: the page sees the socket close at once.
  await target.routeWebSocket(leavesMachine, (socket) => {
    blocked.push(socket.url())
    return socket.close({ code: 1008, reason: 'not loopback' })
  })
  return blocked
}

/**
 * The same guard without intercepting anything, for measurements: `route` pauses every request
 * of the context until Node answers, a cost per request that no user's browser has and that
 * weighs on a page in proportion to its number of files. Launch Chromium with this proxy (a port
 * where nothing listens, loopback exempt): every request or WebSocket to another host fails in
 * the browser's network stack, IP literals included. `recordNonLoopback` lists them.
 */
export const offLoopbackDeadProxy = { server: 'http://127.0.0.1:9', bypass: '127.0.0.1,localhost,[::1]' }

export function recordNonLoopback(context: BrowserContext): string[] {
  const seen: string[] = []
  const note = (url: string) => {
    if (leavesMachine(new URL(url))) seen.push(url)
  }
  context.on('request', (request) => note(request.url()))
  context.on('page', (page) => page.on('websocket', (socket) => note(socket.url())))
  return seen
}
