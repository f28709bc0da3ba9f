import * as z from 'zod/mini'
import { apiCodeErrorSchema, apiErrorSchema } from '../api/common.ts'
import { collectDropped } from '../api/lenient.ts'
import { HttpStatusError } from '../errors/domain.ts'
import { InvalidResponseError, type ServiceName } from '../errors/rest.ts'
import { buildRestUrl, type QueryValue, type RestContext } from './restUrl.ts'

export type RestRequestParameters<T, R = T> = {
  service: ServiceName
  /** Starts with `/`; path segments must already be encoded. */
  path: string
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | undefined
  query?: Readonly<Record<string, QueryValue>> | undefined
  body?: unknown
  /** Validates the response body; absent means the body is ignored. */
  schema?: z.ZodMiniType<T> | undefined
  /**
   * Shapes the validated body into what the call returns; `drop` tells why an entry was left
   * out, so it is reported with the entries the schema left out.
   */
  select?: ((data: T, drop: (reason: string) => void) => R) | undefined
  signal?: AbortSignal | undefined
}

/**
 * The one HTTP path of every REST client: `fetch` only, JSON in and out. A non-ok answer throws
 * "HTTP status code: N" (with the service's first reason as details); a body that fails its
 * schema throws `InvalidResponseError` rather than reaching state half-formed. List entries left
 * out (a malformed wallet, transaction, balance, name) do not fail the call: they are reported
 * once per response as an `error` event (source `rest`), which core's telemetry posts.
 */
export async function restRequest<T = undefined, R = T>(
  context: RestContext,
  parameters: RestRequestParameters<T, R>,
): Promise<R> {
  const url = buildRestUrl(context, parameters.service, parameters.path, parameters.query)
  const where = `${url.origin}${url.pathname}`
  const hasBody = parameters.body !== undefined
  const response = await fetch(url, {
    method: parameters.method ?? 'GET',
    headers: hasBody ? { 'content-type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(parameters.body) : undefined,
    signal: parameters.signal,
  })
  const text = await response.text()
  if (!response.ok) {
    throw new HttpStatusError(response.status, {
      details: firstReason(text),
      metaMessages: [`URL: ${where}`],
    })
  }
  if (!parameters.schema) return undefined as R
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new InvalidResponseError(where, { details: 'The body is not JSON', cause: error })
  }
  const schema = parameters.schema
  const { result, dropped } = collectDropped(() => schema.safeParse(json))
  if (!result.success) {
    throw new InvalidResponseError(where, { details: z.prettifyError(result.error) })
  }
  const reasons = dropped.map((entry) => `entry ${entry.index}: ${entry.issues}`)
  const data = parameters.select
    ? parameters.select(result.data, (reason) => reasons.push(reason))
    : (result.data as unknown as R)
  if (reasons.length > 0) {
    context.emitter?.emit('error', {
      error: new InvalidResponseError(where, {
        details: `${reasons.length} ${reasons.length === 1 ? 'entry was' : 'entries were'} left out\n${reasons.join('\n')}`,
      }),
      source: 'rest',
    })
  }
  return data
}

/** The service's reason for a failure: its first reason, its message, or a short plain-text body. */
function firstReason(text: string): string | undefined {
  try {
    const json: unknown = JSON.parse(text)
    const failed = apiErrorSchema.safeParse(json)
    if (failed.success) return failed.data.reasons[0]?.description
    const coded = apiCodeErrorSchema.safeParse(json)
    return coded.success ? coded.data.message : undefined
  } catch {
    const plain = text.trim()
    return plain && plain.length <= 200 && !plain.startsWith('<') ? plain : undefined
  }
}
