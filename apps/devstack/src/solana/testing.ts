import { once } from 'node:events'
import { Keypair } from '@solana/web3.js'
import { WebSocket } from 'ws'
import type { SolanaRpc } from './server.ts'

// Helpers for the tests in this folder: raw JSON-RPC over HTTP and WebSocket, to check the
// wire itself where web3.js would hide it.

export function testKeypair(rpc: SolanaRpc, index: number): Keypair {
  const account = rpc.accounts[index]
  if (account === undefined) throw new Error(`no test account ${index}`)
  return Keypair.fromSecretKey(account.secretKey)
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response JSON.
export type Json = any

export async function post(url: string, body: unknown): Promise<{ status: number; json: Json }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, json: await response.json() }
}

export async function call(url: string, method: string, params?: unknown[]): Promise<Json> {
  return (await post(url, { jsonrpc: '2.0', id: 1, method, params })).json
}

export interface TestSocket {
  send(message: unknown): void
  /** The first message, already received or still to come, that `matches` accepts. */
  next(matches: (message: Json) => boolean): Promise<Json>
  close(): Promise<void>
}

export async function openSocket(url: string): Promise<TestSocket> {
  const socket = new WebSocket(url)
  await once(socket, 'open')
  const received: Json[] = []
  const waiting = new Set<{ matches: (message: Json) => boolean; resolve: (message: Json) => void }>()
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString())
    for (const waiter of waiting) {
      if (waiter.matches(message)) {
        waiting.delete(waiter)
        waiter.resolve(message)
        return
      }
    }
    received.push(message)
  })
  return {
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (matches) => {
      const index = received.findIndex(matches)
      if (index !== -1) return Promise.resolve(received.splice(index, 1)[0])
      return new Promise((resolve) => waiting.add({ matches, resolve }))
    },
    close: async () => {
      socket.close()
      await once(socket, 'close')
    },
  }
}
