import { z } from 'zod'
import type { Chain } from './chain.ts'
import { rpcMethods } from './methods/index.ts'
import { RpcError, RpcErrorCode } from './rpc-error.ts'

// The JSON-RPC 2.0 envelope: parsing, batches, method lookup and turning every failure into an
// error object. Nothing a client sends may escape as an exception.

type Id = string | number | null

export interface RpcResponse {
  jsonrpc: '2.0'
  id: Id
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  method: z.string(),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
})

export type RpcRequest = z.output<typeof requestSchema>

export function failure(id: Id, code: number, message: string, data?: unknown): RpcResponse {
  return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } }
}

function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length === 0 ? issue.message : `${issue.path.join('.')}: ${issue.message}`))
    .join('; ')
}

/** Validates one request envelope; returns the error response when it is not one. */
export function parseRequest(value: unknown): RpcRequest | RpcResponse {
  const parsed = requestSchema.safeParse(value)
  if (parsed.success) return parsed.data
  const id = typeof value === 'object' && value !== null && 'id' in value ? value.id : null
  const safeId = typeof id === 'string' || typeof id === 'number' ? id : null
  return failure(safeId, RpcErrorCode.invalidRequest, 'Invalid request')
}

export function isResponse(value: RpcRequest | RpcResponse): value is RpcResponse {
  return !('method' in value)
}

/** The response for an exception a handler threw: its own code, -32602, or -32603. */
export function errorResponse(id: Id, method: string, error: unknown): RpcResponse {
  if (error instanceof RpcError) return failure(id, error.code, error.message, error.data)
  if (error instanceof z.ZodError) {
    return failure(id, RpcErrorCode.invalidParams, `Invalid params: ${describeZodError(error)}`)
  }
  console.error(`solana rpc: ${method} failed`, error)
  return failure(id, RpcErrorCode.internalError, 'Internal error')
}

export function callMethod(request: RpcRequest, chain: Chain): RpcResponse {
  const id = request.id ?? null
  const handler = rpcMethods.get(request.method)
  if (handler === undefined) return failure(id, RpcErrorCode.methodNotFound, 'Method not found')
  try {
    return { jsonrpc: '2.0', id, result: handler(request.params, chain) }
  } catch (error) {
    return errorResponse(id, request.method, error)
  }
}

/** Handles one HTTP body: a request or a batch. Returns the JSON text to send back. */
export function handleRpcBody(body: string, chain: Chain): string {
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    return JSON.stringify(failure(null, RpcErrorCode.parseError, 'Parse error'))
  }
  const handleOne = (value: unknown) => {
    const request = parseRequest(value)
    return isResponse(request) ? request : callMethod(request, chain)
  }
  if (!Array.isArray(payload)) return JSON.stringify(handleOne(payload))
  if (payload.length === 0)
    return JSON.stringify(failure(null, RpcErrorCode.invalidRequest, 'Invalid request'))
  return JSON.stringify(payload.map(handleOne))
}
