import net from 'node:net'

// Catches any TCP connection a test makes to somewhere other than loopback. Every client in
// Node (node:http, the ws package, fetch and WebSocket from undici) ends in
// net.Socket.prototype.connect, so wrapping it sees them all, before any DNS lookup happens.
// Such connections are recorded and cut, so a test can assert that nothing tried to leave.

const LOOPBACK_NAMES = new Set(['localhost', '::1', '0:0:0:0:0:0:0:1'])

function isLoopback(host: string): boolean {
  return LOOPBACK_NAMES.has(host) || host.startsWith('127.') || host.startsWith('::ffff:127.')
}

/** The host a Socket#connect call targets; undefined for IPC paths. */
function targetOf(args: unknown[]): string | undefined {
  // net.connect() hands over its normalised arguments as an array in the first slot.
  const first = Array.isArray(args[0]) ? args[0][0] : args[0]
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: unknown; path?: unknown }
    if (typeof options.path === 'string') return undefined
    return typeof options.host === 'string' ? options.host : 'localhost'
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    return typeof args[1] === 'string' ? args[1] : 'localhost'
  }
  return undefined
}

export interface EgressGuard {
  /** Non-loopback hosts something tried to connect to, in order. */
  readonly attempts: readonly string[]
  restore(): void
}

export function guardEgress(): EgressGuard {
  const attempts: string[] = []
  const original = net.Socket.prototype.connect
  const guarded = function (this: net.Socket, ...args: unknown[]) {
    const host = targetOf(args)
    if (host !== undefined && !isLoopback(host)) {
      attempts.push(host)
      process.nextTick(() => this.destroy(new Error(`egress to ${host} blocked in tests`)))
      return this
    }
    return (original as (...a: unknown[]) => net.Socket).apply(this, args)
  }
  net.Socket.prototype.connect = guarded as typeof original
  return {
    attempts,
    restore() {
      if (net.Socket.prototype.connect === guarded) net.Socket.prototype.connect = original
    },
  }
}
