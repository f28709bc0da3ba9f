import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type EgressGuard, guardEgress } from './egress-guard.ts'

// The sign-client tests rely on this guard to prove nothing left loopback; it must itself catch
// the ways Node code connects out.

let guard: EgressGuard | undefined

afterEach(() => guard?.restore())

function connectionError(socket: net.Socket): Promise<Error> {
  return new Promise((resolve) => socket.once('error', resolve))
}

describe('guardEgress', () => {
  it('records and cuts connections to non-loopback hosts', async () => {
    guard = guardEgress()
    await expect(fetch('http://relay.walletconnect.org/')).rejects.toThrow()
    const error = await connectionError(net.connect(443, '10.1.2.3'))
    expect(error.message).toMatch(/blocked/)
    expect(guard.attempts).toEqual(['relay.walletconnect.org', '10.1.2.3'])
  })

  it('lets loopback connections through', async () => {
    guard = guardEgress()
    const server = net.createServer((socket) => socket.end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as net.AddressInfo
    const socket = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.destroy()
    await new Promise((resolve) => server.close(resolve))
    expect(guard.attempts).toEqual([])
  })
})
