import type * as z from 'zod/mini'

/** GETs a devstack URL and parses the JSON body with the wire schema the SDK uses. */
export async function getJson<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  init?: RequestInit,
): Promise<z.output<S>> {
  const res = await fetch(url, init)
  const body = await res.json()
  if (!res.ok) throw new Error(`${res.status} ${url}: ${JSON.stringify(body)}`)
  return schema.parse(body)
}

export async function postJson<S extends z.ZodMiniType>(
  url: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  return getJson(url, schema, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/** A fetch that returns status and parsed body, for the error cases. */
export async function request(url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, init)
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: res.status, body }
}

export function withQuery(base: string, path: string, query: Record<string, string | undefined>): string {
  const url = new URL(path, base)
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v)
  return url.toString()
}
