import * as z from 'zod/mini'
import { apiErrorSchema } from '../../api/common.ts'
import { HttpStatusError } from '../../errors/domain'
import { InvalidResponseError, type ServiceName } from '../../errors/rest'
import { buildRestUrl, type QueryValue, type RestContext } from '../restUrl'

export type RestRequestParameters<T> = {
  service: ServiceName
  /** Starts with `/`; path segments must already be encoded. */
  path: string
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | undefined
  query?: Readonly<Record<string, QueryValue>> | undefined
  body?: unknown
  /** Validates the response body; absent means the body is ignored. */
  schema?: z.ZodMiniType<T> | undefined
  signal?: AbortSignal | undefined
}

/**
 * The one HTTP path of every REST client: `fetch` only, JSON in and out. A non-ok answer throws
 * "HTTP status code: N" (with the service's first reason as details); a body that fails its
 * schema throws `InvalidResponseError` rather than reaching state half-formed.
 */
export async function restRequest<T = undefined>(
  context: RestContext,
  parameters: RestRequestParameters<T>,
): Promise<T> {
  const url = buildRestUrl(context, parameters.service, parameters.path, parameters.query)
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
      metaMessages: [`URL: ${url.origin}${url.pathname}`],
    })
  }
  if (!parameters.schema) return undefined as T
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new InvalidResponseError(`${url.origin}${url.pathname}`, {
      details: 'The body is not JSON',
      cause: error,
    })
  }
  const result = parameters.schema.safeParse(json)
  if (!result.success) {
    throw new InvalidResponseError(`${url.origin}${url.pathname}`, { details: z.prettifyError(result.error) })
  }
  return result.data
}

function firstReason(text: string): string | undefined {
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data.reasons[0]?.description : undefined
  } catch {
    return undefined
  }
}
