import type { RelayedMessage } from './message.ts'

// Messages published while nobody else listened on their topic. The WalletConnect flow depends
// on it: the dapp publishes its proposal before the wallet has even scanned the URI, and the
// wallet publishes the session settle request before the dapp subscribes to the session topic.
// Each stored message goes to the first other connection that subscribes (or fetches), then
// leaves the box; past its TTL it is dropped unseen.
//
// The box is bounded per topic (messages and bytes) and in all: one socket publishing to a
// topic nobody read once grew it by 1.3 GiB, held until the TTL. A pairing or session topic
// holds a handful of messages of a few KB at a time, so the bounds only stop abuse.

export interface MailboxLimits {
  /** Messages waiting on one topic. Default 200. */
  maxMessagesPerTopic?: number
  /** Bytes (of the encrypted messages) waiting on one topic. Default 8 MiB. */
  maxBytesPerTopic?: number
  /** Bytes waiting on all topics together. Default 128 MiB. */
  maxBytes?: number
}

export const DEFAULT_MAILBOX_LIMITS: Required<MailboxLimits> = {
  maxMessagesPerTopic: 200,
  maxBytesPerTopic: 8 * 1024 * 1024,
  maxBytes: 128 * 1024 * 1024,
}

/** Why a message was not stored: the relay answers the publish with the hosted relay's error. */
export class MailboxFullError extends Error {
  constructor(topic: string) {
    super(`Mailbox limit exceeded on topic ${topic}`)
    this.name = 'MailboxFullError'
  }
}

const sizeOf = (entry: RelayedMessage) => Buffer.byteLength(entry.message)

export class Mailbox {
  private readonly byTopic = new Map<string, RelayedMessage[]>()
  private readonly now: () => number
  private readonly limits: Required<MailboxLimits>
  private bytes = 0

  constructor(now: () => number = Date.now, limits: MailboxLimits = {}) {
    this.now = now
    this.limits = { ...DEFAULT_MAILBOX_LIMITS, ...limits }
    for (const [name, value] of Object.entries(this.limits)) {
      if (!Number.isSafeInteger(value) || value < 1)
        throw new RangeError(`mailbox.${name} must be a positive integer`)
    }
  }

  /** Stores a message; throws MailboxFullError when it would go over a bound (nothing is stored then). */
  put(entry: RelayedMessage): void {
    const queue = this.live(entry.topic)
    // Clients re-publish what they believe was lost; one copy is enough.
    if (queue.some((stored) => stored.message === entry.message)) return
    const size = sizeOf(entry)
    const topicBytes = queue.reduce((sum, stored) => sum + sizeOf(stored), 0)
    if (
      queue.length + 1 > this.limits.maxMessagesPerTopic ||
      topicBytes + size > this.limits.maxBytesPerTopic ||
      !this.hasRoomFor(size)
    ) {
      throw new MailboxFullError(entry.topic)
    }
    queue.push(entry)
    this.bytes += size
    this.byTopic.set(entry.topic, queue)
  }

  /**
   * Removes and returns, oldest first, the live messages on `topic` not published by `reader`,
   * nor by the same client (`readerClient`) on an earlier connection.
   */
  take(topic: string, reader: number, readerClient?: string): RelayedMessage[] {
    const queue = this.live(topic)
    const own = (entry: RelayedMessage) =>
      entry.from === reader || (readerClient !== undefined && entry.fromClient === readerClient)
    const taken = queue.filter((entry) => !own(entry))
    const kept = queue.filter(own)
    if (kept.length > 0) this.byTopic.set(topic, kept)
    else this.byTopic.delete(topic)
    for (const entry of taken) this.bytes -= sizeOf(entry)
    return taken
  }

  /** How many live messages wait on `topic`. */
  count(topic: string): number {
    return this.live(topic).length
  }

  /** Drops every expired message (called periodically so idle topics do not pile up). */
  prune(): void {
    for (const topic of [...this.byTopic.keys()]) this.live(topic)
  }

  /** Bytes of the live messages on all topics. */
  totalBytes(): number {
    this.prune()
    return this.bytes
  }

  /** Whether `size` more bytes fit in all; expired messages are swept only when they might be in the way. */
  private hasRoomFor(size: number): boolean {
    return this.bytes + size <= this.limits.maxBytes || this.totalBytes() + size <= this.limits.maxBytes
  }

  private live(topic: string): RelayedMessage[] {
    const queue = this.byTopic.get(topic)
    if (queue === undefined) return []
    const now = this.now()
    const alive = queue.filter((entry) => entry.expiresAt > now)
    if (alive.length !== queue.length) {
      for (const entry of queue) if (entry.expiresAt <= now) this.bytes -= sizeOf(entry)
    }
    if (alive.length === 0) this.byTopic.delete(topic)
    else if (alive.length !== queue.length) this.byTopic.set(topic, alive)
    return alive
  }
}
