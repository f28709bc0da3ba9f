import type { WebSocket } from 'ws'
import type { ClientIdentity } from './client-identity.ts'
import { requestFrame } from './frame.ts'
import type { RelayedMessage } from './message.ts'
import { subscriptionId } from './subscription-id.ts'

// One client socket: its subscriptions, and the pushes it has not acknowledged yet. Unacked
// pushes are handed back when the socket dies, so a message in flight during a reconnect goes to
// the mailbox instead of being lost.

let nextConnectionId = 1

/**
 * What may wait in one socket's send buffer. A client that subscribes and never reads while
 * another floods the topic would otherwise grow it without bound; past this it is cut off, and
 * what it was pushed goes back to the mailbox (or is dropped when that is full).
 */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024

export class Connection {
  readonly id = nextConnectionId++
  readonly identity: ClientIdentity
  private readonly socket: WebSocket
  /** topic → subscription id */
  private readonly subscriptions = new Map<string, string>()
  /** push request id → message */
  private readonly unacked = new Map<number, RelayedMessage>()
  private nextPushId = 1

  constructor(socket: WebSocket, identity: ClientIdentity) {
    this.socket = socket
    this.identity = identity
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN
  }

  get topics(): string[] {
    return [...this.subscriptions.keys()]
  }

  /** Subscribes (idempotently) and returns the subscription id. */
  subscribe(topic: string): string {
    const existing = this.subscriptions.get(topic)
    if (existing !== undefined) return existing
    const id = subscriptionId(topic, this.identity.clientId)
    this.subscriptions.set(topic, id)
    return id
  }

  /** Returns whether the topic was subscribed. */
  unsubscribe(topic: string): boolean {
    return this.subscriptions.delete(topic)
  }

  isSubscribed(topic: string): boolean {
    return this.subscriptions.has(topic)
  }

  send(text: string): void {
    if (!this.open) return
    this.socket.send(text)
    this.cutOffWhenBehind()
  }

  private cutOffWhenBehind(): void {
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) this.socket.terminate()
  }

  /** Pushes a message as an irn_subscription request; returns false when the socket is gone. */
  push(entry: RelayedMessage): boolean {
    const subscription = this.subscriptions.get(entry.topic)
    if (subscription === undefined || !this.open) return false
    // Small counters keep the client's ack ids exact: it re-serialises ids of 17+ digits as
    // strings with an `n` suffix.
    const pushId = this.nextPushId++
    this.unacked.set(pushId, entry)
    const data: Record<string, unknown> = {
      topic: entry.topic,
      message: entry.message,
      publishedAt: entry.publishedAt,
    }
    if (entry.tag !== undefined) data.tag = entry.tag
    if (entry.attestation !== undefined) data.attestation = entry.attestation
    this.socket.send(requestFrame(pushId, 'irn_subscription', { id: subscription, data }))
    this.cutOffWhenBehind()
    return true
  }

  /** Records the client's answer to push `pushId` (an error answer counts as received too). */
  acknowledge(pushId: string | number | bigint): void {
    this.unacked.delete(Number(typeof pushId === 'string' ? pushId.replace(/n$/, '') : pushId))
  }

  /** Empties the connection's state and returns what it was sent but never acknowledged. */
  release(): RelayedMessage[] {
    const pending = [...this.unacked.values()]
    this.unacked.clear()
    this.subscriptions.clear()
    return pending
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason)
  }

  terminate(): void {
    this.socket.terminate()
  }
}
