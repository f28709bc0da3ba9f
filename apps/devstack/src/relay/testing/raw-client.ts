import { WebSocket } from 'ws'

// A bare WebSocket JSON-RPC client for protocol tests: it sends whatever frames a test wants,
// including broken ones, and keeps every frame it receives, in order, so a test can wait on the
// next one that matches.

export interface Frame {
  text: string
  json: Record<string, unknown>
}

export interface Push {
  id: number
  subscription: string
  data: { topic: string; message: string; publishedAt: number; tag?: number; attestation?: string }
}

interface Waiter {
  match(frame: Frame): boolean
  resolve(frame: Frame): void
}

export class RawClient {
  readonly frames: Frame[] = []
  private readonly socket: WebSocket
  private readonly waiters: Waiter[] = []
  private readonly autoAck: boolean
  private nextId = 1
  readonly closed: Promise<{ code: number }>

  private constructor(socket: WebSocket, autoAck: boolean) {
    this.socket = socket
    this.autoAck = autoAck
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve({ code })))
    socket.on('message', (data) => this.receive(String(data)))
  }

  /**
   * Connects; `autoAck: false` leaves irn_subscription pushes unanswered; `origin` sends an
   * Origin header, as a browser does. Rejects with "Unexpected server response: 403" when refused.
   */
  static connect(
    url: string,
    options: { autoAck?: boolean; query?: string; origin?: string } = {},
  ): Promise<RawClient> {
    const socket = new WebSocket(
      options.query === undefined ? url : `${url}/?${options.query}`,
      options.origin === undefined ? {} : { origin: options.origin },
    )
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new RawClient(socket, options.autoAck ?? true)))
      socket.once('error', reject)
    })
  }

  /** Sends a request and resolves with the response frame carrying its id. */
  async request(method: string, params: unknown): Promise<Record<string, unknown>> {
    const id = this.nextId++
    const response = this.next((frame) => frame.json.id === id && !('method' in frame.json))
    this.sendText(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
    return (await response).json
  }

  /** The response's result; throws when the relay answered with an error. */
  async call(method: string, params: unknown): Promise<unknown> {
    const response = await this.request(method, params)
    if ('error' in response) throw new Error(`${method}: ${JSON.stringify(response.error)}`)
    return response.result
  }

  sendText(text: string | Buffer): void {
    this.socket.send(text)
  }

  /** The next frame (already received or still to come) that matches and was not consumed. */
  next(match: (frame: Frame) => boolean): Promise<Frame> {
    const index = this.frames.findIndex(match)
    if (index >= 0) return Promise.resolve(this.frames.splice(index, 1)[0] as Frame)
    return new Promise((resolve) => this.waiters.push({ match, resolve }))
  }

  /** The next irn_subscription push. */
  async nextPush(): Promise<Push> {
    const frame = await this.next((f) => f.json.method === 'irn_subscription')
    return { id: frame.json.id as number, ...(frame.json.params as Omit<Push, 'id'>) }
  }

  /** Pushes received and not yet consumed. */
  pendingPushes(): Push[] {
    return this.frames
      .filter((f) => f.json.method === 'irn_subscription')
      .map((f) => ({ id: f.json.id as number, ...(f.json.params as Omit<Push, 'id'>) }))
  }

  async close(): Promise<void> {
    if (this.socket.readyState !== WebSocket.CLOSED) this.socket.close()
    await this.closed
  }

  private receive(text: string): void {
    const frame: Frame = { text, json: JSON.parse(text) as Record<string, unknown> }
    if (this.autoAck && frame.json.method === 'irn_subscription') {
      this.socket.send(JSON.stringify({ jsonrpc: '2.0', id: frame.json.id, result: true }))
    }
    const index = this.waiters.findIndex((waiter) => waiter.match(frame))
    const waiter = index >= 0 ? this.waiters.splice(index, 1)[0] : undefined
    if (waiter === undefined) this.frames.push(frame)
    else waiter.resolve(frame)
  }
}
