import type { Connection } from './connection.ts'
import { Mailbox, MailboxFullError, type MailboxLimits } from './mailbox.ts'
import type { RelayedMessage } from './message.ts'

// The relay's routing: who listens on which topic, fan-out of published messages to every other
// listener (never back to the publisher), and the mailbox for messages nobody else is there to
// receive yet.

export interface PublishInput {
  topic: string
  message: string
  /** Seconds. */
  ttl: number
  tag?: number
  attestation?: string
}

export interface PublishRecord {
  topic: string
  tag?: number
  at: number
}

/** How many publish records `published()` keeps (the newest), so a flood cannot grow the log. */
const PUBLISH_LOG_SIZE = 10_000

export class Hub {
  readonly mailbox: Mailbox
  private readonly listeners = new Map<string, Set<Connection>>()
  private readonly log: PublishRecord[] = []
  private readonly now: () => number

  constructor(now: () => number = Date.now, limits: MailboxLimits = {}) {
    this.now = now
    this.mailbox = new Mailbox(now, limits)
  }

  published(): readonly PublishRecord[] {
    return [...this.log]
  }

  subscribe(connection: Connection, topic: string): string {
    const id = connection.subscribe(topic)
    let set = this.listeners.get(topic)
    if (set === undefined) {
      set = new Set()
      this.listeners.set(topic, set)
    }
    set.add(connection)
    return id
  }

  /** Pushes what waited in the mailbox for `topic` to a connection that just subscribed. */
  deliverWaiting(connection: Connection, topic: string): void {
    for (const entry of this.mailbox.take(topic, connection.id, connection.identity.clientId)) {
      if (!connection.push(entry)) this.mailbox.put(entry)
    }
  }

  /** Removes and returns the waiting messages, for irn_batchFetchMessages. */
  fetchWaiting(connection: Connection, topic: string): RelayedMessage[] {
    return this.mailbox.take(topic, connection.id, connection.identity.clientId)
  }

  unsubscribe(connection: Connection, topic: string): void {
    connection.unsubscribe(topic)
    const set = this.listeners.get(topic)
    set?.delete(connection)
    if (set?.size === 0) this.listeners.delete(topic)
  }

  publish(from: Connection, input: PublishInput): void {
    const publishedAt = this.now()
    const entry: RelayedMessage = {
      topic: input.topic,
      message: input.message,
      publishedAt,
      expiresAt: publishedAt + input.ttl * 1000,
      from: from.id,
    }
    if (from.identity.clientId !== undefined) entry.fromClient = from.identity.clientId
    if (input.tag !== undefined) entry.tag = input.tag
    if (input.attestation !== undefined) entry.attestation = input.attestation

    this.route(entry)
    this.log.push(
      input.tag === undefined
        ? { topic: input.topic, at: publishedAt }
        : { topic: input.topic, tag: input.tag, at: publishedAt },
    )
    if (this.log.length > PUBLISH_LOG_SIZE) this.log.splice(0, this.log.length - PUBLISH_LOG_SIZE)
  }

  /**
   * Forgets a closed connection. What it was pushed but never acknowledged is routed again: to
   * the other listeners on its topic, or to the mailbox, where the same client finds it when it
   * reconnects and subscribes again. (Clients drop a message they have already seen.)
   */
  disconnect(connection: Connection): void {
    for (const topic of connection.topics) this.unsubscribe(connection, topic)
    const now = this.now()
    for (const entry of connection.release()) {
      if (entry.expiresAt <= now) continue
      try {
        this.route(entry)
      } catch (error) {
        // A full mailbox loses the redelivery, as the hosted relay would; the publisher was answered long ago.
        if (!(error instanceof MailboxFullError)) throw error
      }
    }
  }

  /**
   * Pushes to every listener but the publisher; keeps the message when none took it. Throws
   * MailboxFullError when it had to be kept and there is no room.
   */
  private route(entry: RelayedMessage): void {
    let delivered = false
    for (const listener of this.listeners.get(entry.topic) ?? []) {
      if (listener.id === entry.from) continue
      if (listener.push(entry)) delivered = true
    }
    if (!delivered) this.mailbox.put(entry)
  }
}
