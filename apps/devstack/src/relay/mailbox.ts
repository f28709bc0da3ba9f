import type { RelayedMessage } from './message.ts'

// Messages published while nobody else listened on their topic. The WalletConnect flow depends
// on it: the dapp publishes its proposal before the wallet has even scanned the URI, and the
// wallet publishes the session settle request before the dapp subscribes to the session topic.
// Each stored message goes to the first other connection that subscribes (or fetches), then
// leaves the box; past its TTL it is dropped unseen.

export class Mailbox {
  private readonly byTopic = new Map<string, RelayedMessage[]>()
  private readonly now: () => number

  constructor(now: () => number = Date.now) {
    this.now = now
  }

  put(entry: RelayedMessage): void {
    const queue = this.live(entry.topic)
    // Clients re-publish what they believe was lost; one copy is enough.
    if (queue.some((stored) => stored.message === entry.message)) return
    queue.push(entry)
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

  private live(topic: string): RelayedMessage[] {
    const queue = this.byTopic.get(topic)
    if (queue === undefined) return []
    const now = this.now()
    const alive = queue.filter((entry) => entry.expiresAt > now)
    if (alive.length === 0) this.byTopic.delete(topic)
    else if (alive.length !== queue.length) this.byTopic.set(topic, alive)
    return alive
  }
}
