import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isOriginAllowed, isOriginPattern } from '@openappkit/core/server'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { DEFAULT_ALLOWED_ORIGINS } from '../projects.ts'
import { identifyClient } from './client-identity.ts'
import { Connection } from './connection.ts'
import { handleFrame } from './dispatch.ts'
import { Hub, type PublishRecord } from './hub.ts'
import type { MailboxLimits } from './mailbox.ts'

export interface Relay {
  /** ws://HOST:PORT — give it to the clients as `relayUrl`. */
  url: string
  /** Closes every client socket and the listener. */
  stop(): Promise<void>
  /** Every message accepted so far, oldest first (a wc_approveSession counts as two). */
  published(): readonly PublishRecord[]
}

export interface RelayOptions {
  /** Default 127.0.0.1. */
  host?: string
  /** Default 8787; 0 picks a free port. */
  port?: number
  /**
   * Origins a browser may connect from, as allowlist patterns (`https://app.example.com`,
   * `http://localhost:*`, `https://*.example.com`). Default: localhost and 127.0.0.1 over http
   * or https, any port. A connection without an Origin header (Node clients, the test wallets)
   * is always accepted; one from any other origin gets 403 before the WebSocket opens.
   */
  allowedOrigins?: readonly string[]
  /** Bounds of the mailbox; a publish that would go over one gets the hosted relay's error. */
  mailbox?: MailboxLimits
}

export const DEFAULT_RELAY_PORT = 8787

/**
 * The Node client kills a socket that has not been pinged for 35 s, as the hosted relay pings
 * every 30 s; pinging more often keeps idle test sessions alive.
 */
const PING_INTERVAL_MS = 15_000
/** Encrypted WalletConnect payloads are a few KB; this only bounds abuse. */
const MAX_FRAME_BYTES = 4 * 1024 * 1024
/** How long a client gets to answer our close frame before its socket is cut. */
const CLOSE_GRACE_MS = 500
/** 1001 "going away": the clients treat it as a normal disconnect and reconnect later. */
const CLOSE_GOING_AWAY = 1001

function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}

function listening(server: WebSocketServer): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('listening', () => {
      server.off('error', reject)
      resolve()
    })
    server.once('error', reject)
  })
}

function closeSocket(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === socket.CLOSED) return resolve()
    const timer = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS)
    socket.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
    socket.close(CLOSE_GOING_AWAY, 'relay stopping')
  })
}

/** The hosted relay's words for this refusal (its auth error "Origin not allowed"). */
const ORIGIN_REFUSED = 'Origin not allowed'

function originAccepted(request: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin
  return origin === undefined || isOriginAllowed(origin, allowedOrigins, [])
}

export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const host = options.host ?? '127.0.0.1'
  const allowedOrigins = options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS
  // A pattern that can match nothing is a typo the user would otherwise meet as a silent 403.
  const malformed = allowedOrigins.filter((pattern) => !isOriginPattern(pattern))
  if (malformed.length > 0) {
    throw new Error(
      `Relay allowedOrigins: not an origin pattern: ${malformed.map((p) => JSON.stringify(p)).join(', ')} (expected e.g. https://app.example.com, http://localhost:*, https://*.example.com)`,
    )
  }
  // Built first: bad limits throw before a port is taken.
  const hub = new Hub(Date.now, options.mailbox)
  const server = new WebSocketServer({
    host,
    port: options.port ?? DEFAULT_RELAY_PORT,
    maxPayload: MAX_FRAME_BYTES,
    verifyClient: ({ req }, answer) =>
      originAccepted(req, allowedOrigins) ? answer(true) : answer(false, 403, ORIGIN_REFUSED),
  })
  await listening(server)

  server.on('error', (error) => console.error('relay: server error', error))
  server.on('connection', (socket, request) => {
    const connection = new Connection(socket, identifyClient(request.url))
    socket.on('message', (data) => {
      try {
        handleFrame(frameText(data), connection, hub)
      } catch (error) {
        console.error('relay: frame handling failed', error)
      }
    })
    // Oversized or malformed frames surface here; ws closes the socket itself afterwards.
    socket.on('error', () => {})
    socket.once('close', () => hub.disconnect(connection))
  })

  const heartbeat = setInterval(() => {
    for (const socket of server.clients) if (socket.readyState === socket.OPEN) socket.ping()
    hub.mailbox.prune()
  }, PING_INTERVAL_MS)
  heartbeat.unref()

  const { port } = server.address() as AddressInfo
  const urlHost = host.includes(':') ? `[${host}]` : host
  let stopping: Promise<void> | undefined

  return {
    url: `ws://${urlHost}:${port}`,
    published: () => hub.published(),
    stop() {
      stopping ??= (async () => {
        clearInterval(heartbeat)
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        await Promise.all([...server.clients].map(closeSocket))
        await closed
      })()
      return stopping
    },
  }
}
