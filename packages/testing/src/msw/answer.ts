import { HttpResponse, http } from 'msw'

/** The request a function answer gets: the path's parameters, the URL, a POST's JSON body. */
export type AnswerRequest = { params: Readonly<Record<string, string>>; url: URL; body: unknown }

/** What a handler answers: a JSON body, or a function of the request giving one or a whole `Response`. */
export type Answer =
  | { readonly [field: string]: unknown }
  | readonly unknown[]
  | string
  | number
  | boolean
  | null
  | ((request: AnswerRequest) => unknown)

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
    if (value instanceof Response) return value
    return new HttpResponse(JSON.stringify(value), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
}

/** A service's base URL without its trailing slashes, for joining paths. */
export const baseOf = (url: string) => url.replace(/\/+$/, '')
