import net from 'node:net'

/**
 * Records, and cuts, every TCP connection to a host other than loopback. All of Node's clients
 * (http, fetch, ws) end in net.Socket#connect, so this sees WalletConnect's too.
 */
export function guardEgress(): { attempts: string[]; restore(): void } {
  const attempts: string[] = []
  const connect = net.Socket.prototype.connect
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const first = Array.isArray(args[0]) ? args[0][0] : args[0]
    const host =
      typeof first === 'object' && first !== null
        ? (first as { host?: string; path?: string }).path
          ? '127.0.0.1'
          : ((first as { host?: string }).host ?? 'localhost')
        : typeof args[1] === 'string'
          ? args[1]
          : 'localhost'
    if (!/^(localhost|127\.|::1$|::ffff:127\.)/.test(host)) {
      attempts.push(host)
      this.destroy(new Error(`Blocked connection to ${host}: tests stay on loopback`))
      return this
    }
    return (connect as (...a: unknown[]) => net.Socket).apply(this, args)
  } as typeof connect
  return {
    attempts,
    restore: () => {
      net.Socket.prototype.connect = connect
    },
  }
}
