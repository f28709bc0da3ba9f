import type { WebSocket, WebSocketServer } from 'ws'
import { z } from 'zod'
import { parseJsonText } from '../json-text.ts'
import type { AccountJson } from './account.ts'
import type { Chain, LandedTransaction } from './chain.ts'
import { errorResponse, failure, isResponse, parseRequest, type RpcRequest } from './dispatch.ts'
import { encodeFor } from './methods/accounts.ts'
import { accountConfig, config, contextConfig, pubkey, signature } from './params.ts'
import { invalidParams, RpcErrorCode } from './rpc-error.ts'

// Pub/sub over WebSocket, the way web3.js's Connection uses it: confirmTransaction waits on
// signatureSubscribe, onAccountChange on accountSubscribe, onSlotChange on slotSubscribe.
// Each subscription is a chain listener owned by one socket and removed when it closes.

type Notify = (result: unknown) => void
/** Starts a subscription; returns its cleanup. `finish` ends a one-shot subscription. */
type Start = (notify: Notify, finish: () => void) => () => void

const CLOSED_ACCOUNT = {
  lamports: 0n,
  data: new Uint8Array(),
  owner: '11111111111111111111111111111111',
  executable: false,
}

const logsFilter = z.union([z.enum(['all', 'allWithVotes']), z.object({ mentions: z.tuple([pubkey]) })])

const UNSUBSCRIBE_METHODS = new Set([
  'signatureUnsubscribe',
  'slotUnsubscribe',
  'rootUnsubscribe',
  'accountUnsubscribe',
  'logsUnsubscribe',
])

class Subscriptions {
  private static nextId = 0
  private readonly active = new Map<number, () => void>()
  private readonly socket: WebSocket
  private readonly chain: Chain

  constructor(socket: WebSocket, chain: Chain) {
    this.socket = socket
    this.chain = chain
  }

  handle(request: RpcRequest): void {
    // Requests without an id are notifications (web3.js pings every few seconds): no answer.
    if (request.id === undefined) return
    const { id, method } = request
    const params = request.params ?? []
    try {
      if (this.subscribe(method, params, id)) return
      if (UNSUBSCRIBE_METHODS.has(method)) {
        this.send({ jsonrpc: '2.0', id, result: this.unsubscribe(params) })
        return
      }
      // Like a validator's pub/sub port, this socket serves subscriptions only.
      this.send(failure(id, RpcErrorCode.methodNotFound, 'Method not found'))
    } catch (error) {
      this.send(errorResponse(id, method, error))
    }
  }

  private unsubscribe(params: unknown): true {
    const [subscription] = z.tuple([z.number().int()]).parse(params)
    const cleanup = this.active.get(subscription)
    if (cleanup === undefined) throw invalidParams('Invalid subscription id.')
    cleanup()
    this.active.delete(subscription)
    return true
  }

  closeAll(): void {
    for (const cleanup of this.active.values()) cleanup()
    this.active.clear()
  }

  send(message: unknown): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message))
  }

  private open(requestId: string | number | null, notification: string, start: Start): void {
    const subscription = Subscriptions.nextId++
    this.send({ jsonrpc: '2.0', id: requestId, result: subscription })
    const notify: Notify = (result) =>
      this.send({ jsonrpc: '2.0', method: notification, params: { result, subscription } })
    let cleanup: (() => void) | undefined
    let finished = false
    const finish = () => {
      finished = true
      cleanup?.()
      this.active.delete(subscription)
    }
    cleanup = start(notify, finish)
    if (finished) cleanup()
    else this.active.set(subscription, cleanup)
  }

  /** Returns false when `method` is not a subscription. */
  private subscribe(method: string, params: unknown, id: string | number | null): boolean {
    const chain = this.chain
    switch (method) {
      case 'signatureSubscribe': {
        const [wanted] = z
          .tuple([
            signature,
            config(contextConfig.extend({ enableReceivedNotification: z.boolean().optional() })).optional(),
          ])
          .parse(params)
        const result = (landed: LandedTransaction) => ({
          context: { slot: landed.slot },
          value: { err: landed.execution.err },
        })
        this.open(id, 'signatureNotification', (notify, finish) => {
          // A transaction that already landed is reported at once; web3.js also checks its
          // status itself, so either path confirms it.
          const landed = chain.transaction(wanted)
          if (landed !== undefined) {
            notify(result(landed))
            finish()
            return () => {}
          }
          return chain.onTransaction((transaction) => {
            if (transaction.signature !== wanted) return
            notify(result(transaction))
            finish()
          })
        })
        return true
      }
      case 'slotSubscribe':
        z.tuple([]).parse(params)
        this.open(id, 'slotNotification', (notify) =>
          chain.onBlock((block) => notify({ parent: block.parent, root: block.slot, slot: block.slot })),
        )
        return true
      case 'rootSubscribe':
        z.tuple([]).parse(params)
        this.open(id, 'rootNotification', (notify) => chain.onBlock((block) => notify(block.slot)))
        return true
      case 'accountSubscribe': {
        const [address, options = {}] = z.tuple([pubkey, config(accountConfig).optional()]).parse(params)
        const encode = encodeFor(chain, { ...options, encoding: options.encoding ?? 'base58' })
        this.open(id, 'accountNotification', (notify) =>
          chain.onTransaction((landed) => {
            const index = landed.accountKeys.indexOf(address)
            if (index === -1 || !landed.transaction.message.isAccountWritable(index)) return
            const value: AccountJson = encode(address, chain.account(address) ?? CLOSED_ACCOUNT)
            notify({ context: { slot: landed.slot }, value })
          }),
        )
        return true
      }
      case 'logsSubscribe': {
        const [filter] = z.tuple([logsFilter, config(contextConfig).optional()]).parse(params)
        const mentioned = typeof filter === 'object' ? filter.mentions[0] : undefined
        this.open(id, 'logsNotification', (notify) =>
          chain.onTransaction((landed) => {
            if (mentioned !== undefined && !landed.accountKeys.includes(mentioned)) return
            const { err, logs } = landed.execution
            notify({ context: { slot: landed.slot }, value: { signature: landed.signature, err, logs } })
          }),
        )
        return true
      }
      default:
        return false
    }
  }
}

export function serveSubscriptions(server: WebSocketServer, chain: Chain): void {
  server.on('connection', (socket) => {
    const subscriptions = new Subscriptions(socket, chain)
    socket.on('message', (data) => {
      let payload: unknown
      try {
        payload = parseJsonText(data.toString())
      } catch {
        subscriptions.send(failure(null, RpcErrorCode.parseError, 'Parse error'))
        return
      }
      for (const entry of Array.isArray(payload) ? payload : [payload]) {
        const request = parseRequest(entry)
        if (isResponse(request)) subscriptions.send(request)
        else subscriptions.handle(request)
      }
    })
    socket.on('close', () => subscriptions.closeAll())
    socket.on('error', () => socket.terminate())
  })
}
