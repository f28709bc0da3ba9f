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
