import { z } from 'zod'
import { JsonTooDeepError, parseJsonText } from '../json-text.ts'
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

/** SPEC §9: the most requests one batch may carry. */
export const MAX_BATCH_SIZE = 1000
/**
 * A batch yields to the event loop after this many requests, so a single good request waits
 * for a slice of a large batch, not for all of it.
 */
const BATCH_SLICE = 25

export interface RpcHttpAnswer {
  /** 200 for every JSON-RPC answer, errors included; 400 for a body that is no JSON-RPC at all. */
  status: 200 | 400
  text: string
}

const refused = (code: number, message: string): RpcHttpAnswer => ({
  status: 400,
  text: JSON.stringify(failure(null, code, message)),
})

/** Handles one HTTP body: a request or a batch. */
export async function handleRpcBody(body: string, chain: Chain): Promise<RpcHttpAnswer> {
  let payload: unknown
  try {
    payload = parseJsonText(body)
  } catch (error) {
    return refused(RpcErrorCode.parseError, error instanceof JsonTooDeepError ? error.message : 'Parse error')
  }
  const handleOne = (value: unknown) => {
    const request = parseRequest(value)
    return isResponse(request) ? request : callMethod(request, chain)
  }
  if (!Array.isArray(payload)) return { status: 200, text: JSON.stringify(handleOne(payload)) }
  if (payload.length === 0) return refused(RpcErrorCode.invalidRequest, 'Invalid request')
  if (payload.length > MAX_BATCH_SIZE) {
    return refused(
      RpcErrorCode.invalidRequest,
      `Batch of ${payload.length} requests is over the limit of ${MAX_BATCH_SIZE}`,
    )
  }
  const answers: RpcResponse[] = []
  for (let i = 0; i < payload.length; i++) {
    if (i > 0 && i % BATCH_SLICE === 0) await new Promise((resolve) => setImmediate(resolve))
    answers.push(handleOne(payload[i]))
  }
  return { status: 200, text: JSON.stringify(answers) }
}
