import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Chain } from './chain.ts'
import { handleRpcBody } from './dispatch.ts'
import { RpcErrorCode } from './rpc-error.ts'

// Large enough for a batch of transactions, small enough that a runaway client cannot make the
// devstack buffer without bound.
const MAX_BODY_BYTES = 1024 * 1024

// The playground calls the chain from the browser, on another origin.
function allowCrossOrigin(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', '*')
  response.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS')
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? 'content-type, solana-client',
  )
  response.setHeader('Access-Control-Max-Age', '86400')
}

function sendJson(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(body)
}

export function createRpcRequestListener(chain: Chain): RequestListener {
  return (request, response) => {
    allowCrossOrigin(request, response)
    if (request.method === 'OPTIONS') {
      response.writeHead(204)
      response.end()
      return
    }
    if (request.method === 'GET' && request.url === '/health') {
      response.writeHead(200, { 'Content-Type': 'text/plain' })
      response.end('ok')
      return
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { Allow: 'POST, GET, OPTIONS', 'Content-Type': 'text/plain' })
      response.end('Use POST with a JSON-RPC body, or GET /health')
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = false
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) tooLarge = true
      else chunks.push(chunk)
    })
    request.on('end', () => {
      if (tooLarge) {
        const error = { code: RpcErrorCode.invalidRequest, message: 'Request body too large' }
        sendJson(response, 413, JSON.stringify({ jsonrpc: '2.0', id: null, error }))
        return
      }
      void handleRpcBody(Buffer.concat(chunks).toString('utf8'), chain).then(({ status, text }) => {
        if (!response.destroyed) sendJson(response, status, text)
      })
    })
    request.on('error', () => response.destroy())
  }
}
