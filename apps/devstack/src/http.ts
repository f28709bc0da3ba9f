import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ApiError } from '@openappkit/core/api'
import { en } from 'zod/locales'
import type * as z from 'zod/mini'
import { config } from 'zod/mini'
import { JsonTooDeepError, MAX_JSON_DEPTH, parseJsonText } from './json-text.ts'
import { isOriginAllowed, type Projects } from './projects.ts'

// A small router over node:http. Every failure becomes a JSON error body of the shape the
// hosted services use ({ status: 'FAILED', reasons: [{ field, description }] }); nothing a client
// sends can crash the process.

export class HttpError extends Error {
  readonly status: number
  readonly reasons: ApiError['reasons']
  constructor(status: number, description: string, field = 'request', reasons?: ApiError['reasons']) {
    super(description)
    this.status = status
    this.reasons = reasons ?? [{ field, description }]
  }
}

export const badRequest = (description: string, field?: string) => new HttpError(400, description, field)
export const notFound = (description: string, field?: string) => new HttpError(404, description, field)

export type Reply =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; body: string | Buffer; contentType: string; headers?: Record<string, string> }

export interface Request {
  method: string
  path: string
  params: Record<string, string>
  /** Query parameters; the last value wins when a name repeats. */
  query: Record<string, string>
  headers: IncomingMessage['headers']
  /** The parsed JSON body (400 when it is not JSON). */
  json(): Promise<unknown>
}

type Handler = (req: Request) => Promise<Reply> | Reply

interface Route {
  method: string
  segments: string[]
  handler: Handler
}

export interface RouterOptions {
  projects: Projects
  /** Paths (prefixes) served to any origin without a project check: images, dev endpoints. */
  publicPrefixes?: string[]
  /** Lets allowed origins send cookies (an app backend's session cookie). */
  credentials?: boolean
}

const MAX_BODY_BYTES = 1024 * 1024

export class Router {
  readonly #routes: Route[] = []
  readonly #options: RouterOptions
  constructor(options: RouterOptions) {
    this.#options = options
  }

  on(method: string, pattern: string, handler: Handler): this {
    this.#routes.push({ method, segments: split(pattern), handler })
    return this
  }
  get(pattern: string, handler: Handler) {
    return this.on('GET', pattern, handler)
  }
  post(pattern: string, handler: Handler) {
    return this.on('POST', pattern, handler)
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined
    const query: Record<string, string> = {}
    for (const [k, v] of url.searchParams) query[k] = v
    const isPublic = (this.#options.publicPrefixes ?? []).some((p) => url.pathname.startsWith(p))

    const cors: Record<string, string> = {}
    if (origin) {
      const projectId = query.projectId ?? headerValue(req.headers['x-project-id'])
      if (!isPublic && !isOriginAllowed(this.#options.projects.get(projectId), origin)) {
        req.resume()
        return send(res, error(403, 'Origin not found on Allowlist - update configuration', 'origin'), {
          Vary: 'Origin',
        })
      }
      cors['Access-Control-Allow-Origin'] = origin
      cors.Vary = 'Origin'
      if (this.#options.credentials) cors['Access-Control-Allow-Credentials'] = 'true'
    }

    if (req.method === 'OPTIONS') {
      req.resume()
      const requested = headerValue(req.headers['access-control-request-headers'])
      return send(
        res,
        { status: 204, body: '', contentType: 'text/plain' },
        {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': requested ?? 'content-type',
          'Access-Control-Max-Age': '600',
        },
      )
    }

    let reply: Reply
    try {
      const match = this.#match(req.method ?? 'GET', url.pathname)
      if (match === 'method') throw new HttpError(405, `Method ${req.method} not allowed on ${url.pathname}`)
      if (!match) throw notFound(`No route for ${req.method} ${url.pathname}`, 'path')
      let bodyPromise: Promise<unknown> | undefined
      const request: Request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        params: match.params,
        query,
        headers: req.headers,
        json: () => {
          bodyPromise ??= readJson(req)
          return bodyPromise
        },
      }
      reply = await match.route.handler(request)
      if (!bodyPromise) req.resume()
    } catch (e) {
      // A client that hung up has nobody left to answer, and nothing went wrong on our side.
      if (clientHungUp(req, e)) return
      req.resume()
      if (e instanceof HttpError)
        reply = {
          status: e.status,
          json: { status: 'FAILED', reasons: e.reasons },
          // After a body that large the connection is not kept for another request.
          ...(e.status === 413 ? { headers: { Connection: 'close' } } : {}),
        }
      else {
        console.error('[devstack] unexpected error', e)
        reply = error(500, e instanceof Error ? e.message : String(e))
      }
    }
    send(res, reply, cors)
  }

  #match(
    method: string,
    path: string,
  ): { route: Route; params: Record<string, string> } | 'method' | undefined {
    const parts = split(path)
    let methodMismatch = false
    for (const route of this.#routes) {
      const params = matchSegments(route.segments, parts)
      if (!params) continue
      if (route.method !== method && !(method === 'HEAD' && route.method === 'GET')) {
        methodMismatch = true
        continue
      }
      return { route, params }
    }
    return methodMismatch ? 'method' : undefined
  }
}

function split(path: string) {
  return path.split('/').filter((s) => s.length > 0)
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  if (pattern.length !== parts.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i] as string
    const part = parts[i] as string
    if (p.startsWith(':')) {
      try {
        params[p.slice(1)] = decodeURIComponent(part)
      } catch {
        return undefined
      }
    } else if (p !== part) return undefined
  }
  return params
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v
}

/** Whether `e` only says the client closed the request before its body arrived. */
function clientHungUp(req: IncomingMessage, e: unknown): boolean {
  if (req.complete) return false
  const code = (e as { code?: unknown } | null)?.code
  return req.destroyed || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE'
}

function error(status: number, description: string, field = 'request'): Reply {
  return { status, json: { status: 'FAILED', reasons: [{ field, description }] } }
}

/**
 * The body as JSON. One over 1 MiB is a 413 once it has all arrived, read and dropped: a socket
 * closed under an upload still in flight resets, and the client would never read the answer
 * (nor may the stream be destroyed: that closes the socket before the answer is written).
 */
async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
      else chunks.length = 0
    })
    req.once('end', () =>
      size > MAX_BODY_BYTES
        ? reject(new HttpError(413, 'Request body too large', 'body'))
        : resolve(Buffer.concat(chunks).toString('utf8')),
    )
    req.once('error', reject)
  })
  if (text.trim() === '') throw badRequest('A JSON body is required', 'body')
  try {
    return parseJsonText(text)
  } catch (e) {
    if (e instanceof JsonTooDeepError)
      throw badRequest(`The body is nested deeper than ${MAX_JSON_DEPTH} levels`, 'body')
    throw badRequest('The body is not valid JSON', 'body')
  }
}

function send(res: ServerResponse, reply: Reply, extraHeaders: Record<string, string>) {
  if (res.headersSent || res.destroyed) return
  const headers: Record<string, string> = { ...extraHeaders, ...reply.headers }
  let payload: string | Buffer
  if ('json' in reply) {
    payload = JSON.stringify(reply.json)
    headers['Content-Type'] = 'application/json; charset=utf-8'
  } else {
    payload = reply.body
    headers['Content-Type'] = reply.contentType
  }
  headers['Content-Length'] = String(Buffer.byteLength(payload))
  res.writeHead(reply.status ?? 200, headers)
  res.end(payload)
}

// zod/mini ships no messages (every issue reads "Invalid input"); the devstack's answers name
// what is wrong whatever else loaded first, so it installs English itself.
if (!config().localeError) config(en())

/** Validates `value` with a zod schema; a failure is a 400 naming each bad field. */
export function parse<S extends z.ZodMiniType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const reasons = result.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : where,
    description: issue.message,
  }))
  throw new HttpError(400, reasons[0]?.description ?? 'Invalid request', where, reasons)
}

export interface RunningServer {
  url: string
  port: number
  close(): Promise<void>
}

/** Serves a router on host:port (0 picks a free port). */
export async function listen(router: Router, host: string, port: number): Promise<RunningServer> {
  const server: Server = createServer((req, res) => {
    router.handle(req, res).catch((e) => {
      console.error('[devstack] response failed', e)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
    else socket.destroy()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const actual = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
