import { describe, expect, it } from 'vitest'
import { Mailbox } from './mailbox.ts'
import type { RelayedMessage } from './message.ts'

// The clock is injected, so expiry is tested without waiting.

function entry(message: string, from: number, expiresAt: number, topic = 'topic'): RelayedMessage {
  return { topic, message, publishedAt: 0, expiresAt, from }
}

describe('Mailbox', () => {
  it('hands stored messages, oldest first, to the first other reader and then forgets them', () => {
    const box = new Mailbox(() => 0)
    box.put(entry('first', 1, 100))
    box.put(entry('second', 1, 100))
    expect(box.take('topic', 2).map((e) => e.message)).toEqual(['first', 'second'])
    expect(box.take('topic', 3)).toEqual([])
  })

  it('keeps a message from its own publisher', () => {
    const box = new Mailbox(() => 0)
    box.put(entry('mine', 1, 100))
    expect(box.take('topic', 1)).toEqual([])
    expect(box.take('topic', 2).map((e) => e.message)).toEqual(['mine'])
  })

  it('keeps a message from the same client on a new connection (a reloaded dapp)', () => {
    const box = new Mailbox(() => 0)
    box.put({ ...entry('proposal', 1, 100), fromClient: 'did:key:dapp' })
    expect(box.take('topic', 5, 'did:key:dapp')).toEqual([])
    expect(box.take('topic', 6, 'did:key:wallet').map((e) => e.message)).toEqual(['proposal'])
  })

  it('drops messages once their TTL has passed', () => {
    let now = 0
    const box = new Mailbox(() => now)
    box.put(entry('short', 1, 10))
    box.put(entry('long', 1, 1000))
    now = 10
    expect(box.count('topic')).toBe(1)
    expect(box.take('topic', 2).map((e) => e.message)).toEqual(['long'])
  })

  it('forgets expired topics on prune', () => {
    let now = 0
    const box = new Mailbox(() => now)
    box.put(entry('a', 1, 5, 'one'))
    box.put(entry('b', 1, 50, 'two'))
    now = 20
    box.prune()
    expect(box.count('one')).toBe(0)
    expect(box.count('two')).toBe(1)
  })

  it('stores a re-published message once', () => {
    const box = new Mailbox(() => 0)
    box.put(entry('again', 1, 100))
    box.put(entry('again', 1, 100))
    expect(box.count('topic')).toBe(1)
  })
})
