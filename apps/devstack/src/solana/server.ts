import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { isAddressInUse, PortInUseError, rethrowPortInUse } from '../portInUse.ts'
import { createGenesisChain } from './genesis.ts'
import { createRpcRequestListener } from './http.ts'
import { serveSubscriptions } from './websocket.ts'

export interface SolanaRpc {
  /** HTTP JSON-RPC endpoint; pass it to `new Connection(url)`. */
  url: string
  /** WebSocket endpoint: `url`'s port + 1, which is where web3.js looks by default. */
  wsUrl: string
  /** Funded keypairs from fixed public seeds. Test-only: anyone can derive them. */
  accounts: { publicKey: string; secretKey: Uint8Array }[]
  /** An SPL Token mint whose whole supply the first account holds. */
  mint: { address: string; decimals: number }
  stop(): Promise<void>
}

export interface SolanaRpcOptions {
  host?: string
  /** HTTP port; WebSocket listens on port + 1. 0 picks a free pair. Default 8899. */
  port?: number
}

const DEFAULT_PORT = 8899
/** Subscription requests are tiny; ws would otherwise buffer up to 100 MiB per frame. */
const MAX_FRAME_BYTES = 1024 * 1024
const FREE_PAIR_ATTEMPTS = 20

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function close(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve()
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/**
 * web3.js derives the WebSocket URL from the HTTP one by adding 1 to the port, so the two
 * listeners must sit on adjacent ports. With port 0 the OS picks the first and the second is
 * tried next to it, retrying on a new pair if that one is taken.
 */
async function listenOnPair(http: Server, ws: Server, port: number, host: string): Promise<number> {
  for (let attempt = 0; attempt < FREE_PAIR_ATTEMPTS; attempt++) {
    const httpPort = await listen(http, port, host).catch(rethrowPortInUse('Solana RPC', port))
    try {
      await listen(ws, httpPort + 1, host)
      return httpPort
    } catch (error) {
      await close(http)
      // Another failure than a taken port is no reason to try a new pair.
      if (!isAddressInUse(error)) throw error
      if (port !== 0) {
        throw new PortInUseError('Solana WebSocket, the Solana RPC port + 1', httpPort + 1, { cause: error })
      }
    }
  }
  throw new Error('Solana RPC: found no two adjacent free ports')
}

// web3.js reconnects forever after an abnormal close, but not after a normal one (1000), so
// the server says goodbye properly and only cuts off a client that does not answer.
const CLOSE_NORMAL = 1000
const CLOSE_GRACE_MS = 1000

function closeGracefully(client: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => client.terminate(), CLOSE_GRACE_MS)
    client.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
    client.close(CLOSE_NORMAL, 'devstack stopping')
  })
}

function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}

export async function startSolanaRpc(options: SolanaRpcOptions = {}): Promise<SolanaRpc> {
  const host = options.host ?? '127.0.0.1'
  const { chain, accounts, mint } = createGenesisChain()

  // Both listeners answer HTTP and WebSocket alike, so a client that sets `wsEndpoint` to
  // the HTTP port works as well as one that relies on the port + 1 convention.
  const listener = createRpcRequestListener(chain)
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  serveSubscriptions(sockets, chain)
  const servers = [createServer(listener), createServer(listener)] as const
  for (const server of servers) {
    server.on('upgrade', (request, socket, head) => {
      sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request))
    })
  }
  const port = await listenOnPair(servers[0], servers[1], options.port ?? DEFAULT_PORT, host)

  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= (async () => {
      await Promise.all([...sockets.clients].map(closeGracefully))
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
      await Promise.all(servers.map(close))
    })()
    return stopped
  }

  return {
    url: `http://${formatHost(host)}:${port}`,
    wsUrl: `ws://${formatHost(host)}:${port + 1}`,
    accounts: accounts.map((keypair) => ({
      publicKey: keypair.publicKey.toBase58(),
      secretKey: keypair.secretKey,
    })),
    mint: { address: mint.address.toBase58(), decimals: mint.decimals },
    stop,
  }
}
