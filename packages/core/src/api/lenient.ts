import * as z from 'zod/mini'

// How the SDK reads the hosted services: they serialise an absent optional field as `null` (the
// blockchain data service's Rust structs) or leave it out, add fields over time, and a list can
// hold one entry a newer provider shaped differently. None of that may cost the user the page.

/** An optional field: absent, `null` or the value; reads as the value or `undefined`. */
export function nullish<T extends z.ZodMiniType>(schema: T) {
  // The outer `optional` makes the key optional in the output type too.
  return z.pipe(
    z.optional(z.nullable(schema)),
    z.optional(z.transform((value: z.output<T> | null | undefined) => value ?? undefined)),
  )
}

/** An optional field with a fallback: absent or `null` reads as `fallback`. */
export function withFallback<T extends z.ZodMiniType, F = z.output<T>>(schema: T, fallback: F) {
  return z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((value: z.output<T> | null | undefined): z.output<T> | F => value ?? fallback),
  )
}

/** One list entry left out because it did not fit its schema. */
export type DroppedEntry = { index: number; issues: string }

// The entries dropped by the parse running now. zod parses synchronously, so the innermost
// `collectDropped` call owns every drop made while it runs.
const collectors: DroppedEntry[][] = []

/**
 * A list whose malformed entries are left out rather than failing the whole answer; what was left
 * out is told to the enclosing `collectDropped`. The list itself must still be an array.
 */
export function entries<T extends z.ZodMiniType>(entry: T) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((items) => {
      const kept: z.output<T>[] = []
      items.forEach((item, index) => {
        const result = entry.safeParse(item)
        if (result.success) kept.push(result.data as z.output<T>)
        else collectors.at(-1)?.push({ index, issues: z.prettifyError(result.error) })
      })
      return kept
    }),
  )
}

/** Runs a parse and returns what its `entries` lists left out. */
export function collectDropped<R>(parse: () => R): { result: R; dropped: DroppedEntry[] } {
  const dropped: DroppedEntry[] = []
  collectors.push(dropped)
  try {
    return { result: parse(), dropped }
  } finally {
    collectors.pop()
  }
}
