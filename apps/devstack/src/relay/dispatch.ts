import { z } from 'zod'
import type { Connection } from './connection.ts'
import { errorFrame, NULL_ID, parseFrame, type RawId, rawId, resultFrame } from './frame.ts'
import type { Hub } from './hub.ts'
import { MailboxFullError } from './mailbox.ts'
import { methods } from './methods.ts'
import { RelayErrorCode } from './rpc-error.ts'
import { requestSchema, responseSchema } from './schema.ts'

// One inbound text frame, start to finish: parse, validate the envelope, route requests to their
// method and acknowledgements to the connection, and turn every failure into a JSON-RPC error.
// Nothing a client sends may escape as an exception.

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length === 0 ? issue.message : `${issue.path.join('.')}: ${issue.message}`))
    .join('; ')
}

/** The id of a frame that failed validation, when it has a usable one, so the client can match the error. */
function idOf(value: unknown): RawId {
  if (typeof value !== 'object' || value === null || !('id' in value)) return NULL_ID
  const { id } = value
  return typeof id === 'string' || typeof id === 'number' || typeof id === 'bigint' ? rawId(id) : NULL_ID
}

export function handleFrame(text: string, connection: Connection, hub: Hub): void {
  let value: unknown
  try {
    value = parseFrame(text)
  } catch {
    connection.send(errorFrame(NULL_ID, RelayErrorCode.parseError, 'Parse error'))
    return
  }

  const isRequest = typeof value === 'object' && value !== null && 'method' in value
  if (!isRequest) {
    const response = responseSchema.safeParse(value)
    if (response.success && (response.data.result !== undefined || response.data.error !== undefined)) {
      connection.acknowledge(response.data.id)
      return
    }
    connection.send(errorFrame(idOf(value), RelayErrorCode.invalidRequest, 'Invalid request'))
    return
  }

  const request = requestSchema.safeParse(value)
  if (!request.success) {
    connection.send(
      errorFrame(idOf(value), RelayErrorCode.invalidRequest, `Invalid request: ${describe(request.error)}`),
    )
    return
  }

  const { method, params } = request.data
  const id = rawId(request.data.id)
  const handler = methods.get(method)
  if (handler === undefined) {
    connection.send(errorFrame(id, RelayErrorCode.methodNotFound, `Method not found: ${method}`))
    return
  }

  const afterReply: (() => void)[] = []
  try {
    const result = handler(params, { hub, connection, afterReply: (task) => afterReply.push(task) })
    connection.send(resultFrame(id, result))
  } catch (error) {
    connection.send(failureFrame(id, method, error))
    return
  }
  for (const task of afterReply) {
    try {
      task()
    } catch (error) {
      console.error(`relay: delivery after ${method} failed`, error)
    }
  }
}

function failureFrame(id: RawId, method: string, error: unknown): string {
  // What the hosted relay answers a publish that would overflow the mailbox (its message and tag).
  if (error instanceof MailboxFullError) {
    return errorFrame(
      id,
      RelayErrorCode.handlerError,
      'Request handler error: Mailbox limit exceeded',
      'MailboxLimitExceeded',
    )
  }
  if (error instanceof z.ZodError) {
    return errorFrame(id, RelayErrorCode.invalidParams, `Invalid params for ${method}: ${describe(error)}`)
  }
  console.error(`relay: ${method} failed`, error)
  return errorFrame(id, RelayErrorCode.internalError, 'Internal error')
}
