import { HttpResponse, http } from 'msw'

/** What a handler answers: a body (sent as JSON), or a function of the request giving one or a whole `Response`. */
export type Answer =
  | unknown
  | ((request: { params: Readonly<Record<string, string>>; url: URL; body: unknown }) => unknown)

/**
 * An msw handler for `method` `url` that answers `answer` as the hosted service does: JSON with
 * status `status`, or the `Response` a function gives (an error, a delay of the test's own).
 */
export function answer(method: 'get' | 'post', url: string, data: Answer, status = 200) {
  return http[method](url, async ({ request, params }) => {
    const body = method === 'post' ? await request.json().catch(() => undefined) : undefined
    const value =
      typeof data === 'function'
        ? await data({ params: params as Record<string, string>, url: new URL(request.url), body })
        : data
    return value instanceof Response ? value : HttpResponse.json(value, { status })
  })
}

/** A service's base URL without its trailing slashes, for joining paths. */
export const baseOf = (url: string) => url.replace(/\/+$/, '')
