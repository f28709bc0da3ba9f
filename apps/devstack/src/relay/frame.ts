// Text frames in and out. The 2.x clients number their requests with 19-digit integers
// (milliseconds × 10⁶ plus noise), sent either as JSON strings or as bare numbers, and match a
// response by the id's exact text. A plain JSON.parse rounds such numbers to the nearest double,
// so the answer would never be matched and every publish would time out after 15 s. Ids are
// therefore kept as the source text the client wrote and written back verbatim.

import { parseJsonText } from '../json-text.ts'

/** An id as it appeared on the wire: the JSON text of a number or string, or null. */
export type RawId = { readonly json: string }

export const NULL_ID: RawId = { json: 'null' }

type SourceReviver = (key: string, value: unknown, context?: { source?: string }) => unknown

/**
 * Parses one frame. Unsafe integers become bigint, which keeps their digits and which the
 * inbound schemas accept only where an id may be one. Throws SyntaxError on malformed or too deeply nested JSON.
 */
export function parseFrame(text: string): unknown {
  const reviver: SourceReviver = (_key, value, context) => {
    if (typeof value === 'number' && !Number.isSafeInteger(value) && context?.source !== undefined) {
      if (/^-?\d+$/.test(context.source)) return BigInt(context.source)
    }
    return value
  }
  // lib.es2023 does not know the third reviver argument (Node ≥ 21 passes it).
  return parseJsonText(text, reviver as (key: string, value: unknown) => unknown)
}

/** The wire text for an id read by parseFrame. */
export function rawId(id: string | number | bigint | null): RawId {
  if (id === null) return NULL_ID
  return { json: typeof id === 'bigint' ? id.toString() : JSON.stringify(id) }
}

export function resultFrame(id: RawId, result: unknown): string {
  return `{"jsonrpc":"2.0","id":${id.json},"result":${JSON.stringify(result ?? null)}}`
}

/** `data`, when given, is the hosted relay's error tag (e.g. "MailboxLimitExceeded"). */
export function errorFrame(id: RawId, code: number, message: string, data?: string): string {
  const error = data === undefined ? { code, message } : { code, message, data }
  return `{"jsonrpc":"2.0","id":${id.json},"error":${JSON.stringify(error)}}`
}

export function requestFrame(id: number, method: string, params: unknown): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method, params })
}
