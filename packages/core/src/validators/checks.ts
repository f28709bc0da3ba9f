import { InvalidParametersError } from '../errors/parameters.ts'

/**
 * Small hand-written checks: createAppKit's options, what storage hands back, and the patches
 * the state setters take: what every app runs at start-up, where zod's size is not worth it. The
 * messages and the report keep zod's wording ("Invalid input: expected boolean, received string",
 * "→ at features.swaps"), so an app reads the same errors as from zod, which checks what comes
 * from outside after start-up (REST answers, frame messages).
 *
 * A check reads one value at a path, records what is wrong with it, and returns what to keep
 * (with defaults filled). What it returns is used only when nothing was recorded.
 */
export type OptionIssue = { readonly path: string; readonly message: string }
export type Check<T> = (value: unknown, path: string, issues: OptionIssue[]) => T
/** What a check keeps. */
export type Checked<C> = C extends Check<infer T> ? T : never

/** `value` checked from the top: what to keep, or every issue. */
export function validate<T>(
  check: Check<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; issues: OptionIssue[] } {
  const issues: OptionIssue[] = []
  const kept = check(value, '', issues)
  return issues.length ? { ok: false, issues } : { ok: true, value: kept }
}

/** `value` as `check` keeps it; else an `InvalidParametersError` of `action` naming each problem. */
export function validateParameters<T>(action: string, check: Check<T>, value: unknown): T {
  const result = validate(check, value)
  if (!result.ok) throw new InvalidParametersError(action, formatIssues(result.issues))
  return result.value
}

/** What a value is, in zod's words. */
export function received(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN'
  return typeof value
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const expected = (issues: OptionIssue[], path: string, what: string, value: unknown) =>
  issues.push({ path, message: `Invalid input: expected ${what}, received ${received(value)}` })

export const child = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key

export const boolean: Check<boolean> = (value, path, issues) => {
  if (typeof value !== 'boolean') expected(issues, path, 'boolean', value)
  return value as boolean
}

export const string: Check<string> = (value, path, issues) => {
  if (typeof value !== 'string') expected(issues, path, 'string', value)
  return value as string
}

/** A finite number (zod's `number()` refuses NaN and the infinities too). */
export const number: Check<number> = (value, path, issues) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) expected(issues, path, 'number', value)
  return value as number
}

/** A string of `min` to `max` characters. */
export function text(max: number, min = 1): Check<string> {
  return (value, path, issues) => {
    if (typeof value !== 'string') expected(issues, path, 'string', value)
    else if (value.length < min)
      issues.push({ path, message: `Too small: expected string to have >=${min} characters` })
    else if (value.length > max)
      issues.push({ path, message: `Too big: expected string to have <=${max} characters` })
    return value as string
  }
}

/** What `check` keeps, refused with `message` when `accepts` says no (asked only once it passed). */
export function refine<T>(check: Check<T>, accepts: (value: T) => boolean, message: string): Check<T> {
  return (value, path, issues) => {
    const before = issues.length
    const kept = check(value, path, issues)
    if (issues.length === before && !accepts(kept)) issues.push({ path, message })
    return kept
  }
}

/** Exactly `expected` (zod's `literal`). */
export function literal<const T extends string | number | boolean>(expected: T): Check<T> {
  return (value, path, issues) => {
    if (value !== expected)
      issues.push({ path, message: `Invalid input: expected ${JSON.stringify(expected)}` })
    return value as T
  }
}

/** A string of at least one character. */
export const nonEmptyString: Check<string> = text(Number.POSITIVE_INFINITY)

export function oneOf<const T extends string>(values: readonly T[]): Check<T> {
  return (value, path, issues) => {
    if (!(values as readonly unknown[]).includes(value)) {
      issues.push({
        path,
        message: `Invalid option: expected one of ${values.map((v) => `"${v}"`).join('|')}`,
      })
    }
    return value as T
  }
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path, issues) => (value === undefined ? undefined : check(value, path, issues))
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path, issues) => (value === null ? null : check(value, path, issues))
}

/** The first of `checks` that passes; zod's "Invalid input" when none does. */
export function anyOf<T>(...checks: Check<T>[]): Check<T> {
  return (value, path, issues) => {
    for (const check of checks) {
      const own: OptionIssue[] = []
      const kept = check(value, path, own)
      if (!own.length) return kept
    }
    issues.push({ path, message: 'Invalid input' })
    return value as T
  }
}

/** Absent reads as `fallback()` (a function, so each instance gets its own arrays). */
export function withDefault<T>(check: Check<T>, fallback: () => T): Check<T> {
  return (value, path, issues) => (value === undefined ? fallback() : check(value, path, issues))
}

/** An object left out reads as `{}`, so each of its fields gets its own default. */
export function withFieldDefaults<T>(check: Check<T>): Check<T> {
  return (value, path, issues) => check(value === undefined ? {} : value, path, issues)
}

export function arrayOf<T>(check: Check<T>, { min = 0, max = Number.POSITIVE_INFINITY } = {}): Check<T[]> {
  return (value, path, issues) => {
    if (!Array.isArray(value)) {
      expected(issues, path, 'array', value)
      return []
    }
    if (value.length < min) issues.push({ path, message: `Too small: expected array to have >=${min} items` })
    if (value.length > max) issues.push({ path, message: `Too big: expected array to have <=${max} items` })
    return value.map((item, index) => check(item, child(path, index), issues))
  }
}

/** An object of string keys (each checked by `key`, when given) to checked values. */
export function recordOf<T>(
  check: Check<T>,
  key?: { readonly allowed: readonly string[] },
): Check<Record<string, T>> {
  return (value, path, issues) => {
    if (!isRecord(value)) {
      expected(issues, path, 'record', value)
      return {}
    }
    const unknown = key ? Object.keys(value).filter((k) => !key.allowed.includes(k)) : []
    if (unknown.length) issues.push({ path, message: unrecognized(unknown) })
    const out: Record<string, T> = {}
    for (const [k, v] of Object.entries(value))
      if (!unknown.includes(k)) out[k] = check(v, child(path, k), issues)
    return out
  }
}

type Shape<T> = { readonly [K in keyof T]-?: Check<T[K]> }

/**
 * An object with these fields. `extra: 'reject'` refuses other keys (a typo must not silently do
 * nothing), `'keep'` passes them on, `'drop'` leaves them out.
 */
export function objectOf<T extends object>(shape: Shape<T>, extra: 'reject' | 'keep' | 'drop'): Check<T> {
  const keys = Object.keys(shape) as (keyof T & string)[]
  return (value, path, issues) => {
    if (!isRecord(value)) {
      expected(issues, path, 'object', value)
      return {} as T
    }
    const others = Object.keys(value).filter((k) => !(k in shape))
    if (others.length && extra === 'reject') issues.push({ path, message: unrecognized(others) })
    const out: Record<string, unknown> = {}
    if (extra === 'keep') for (const k of others) out[k] = value[k]
    for (const k of keys) {
      const checked = shape[k](value[k], child(path, k), issues)
      if (checked !== undefined || k in value) out[k] = checked
    }
    return out as T
  }
}

function unrecognized(keys: readonly string[]): string {
  return `Unrecognized key${keys.length > 1 ? 's' : ''}: ${keys.map((k) => `"${k}"`).join(', ')}`
}

/** The members of `value` that are missing or not functions. */
export function missingFunctions(value: unknown, names: readonly string[]): string[] {
  if (!isRecord(value) && typeof value !== 'function') return [...names]
  const record = value as Record<string, unknown>
  return names.filter((name) => typeof record[name] !== 'function')
}

/** An object with these methods; the object itself is kept (its prototype, its `this`). */
export function withMethods<T>(what: string, methods: readonly string[]): Check<T> {
  return (value, path, issues) => {
    const missing = missingFunctions(value, methods)
    if (missing.length)
      issues.push({ path, message: `Not a ${what}: missing methods: ${missing.join(', ')}` })
    return value as T
  }
}

/** Anything `accepts` says yes to, kept as it is; else `message`. */
export function satisfying<T>(accepts: (value: unknown) => value is T, message: string): Check<T> {
  return (value, path, issues) => {
    if (!accepts(value)) issues.push({ path, message })
    return value as T
  }
}

/** zod's report (`prettifyError`): one "✖ message" per issue, with "→ at path" under it. */
export function formatIssues(issues: readonly OptionIssue[]): string {
  return issues
    .map(({ path, message }) => (path ? `✖ ${message}\n  → at ${path}` : `✖ ${message}`))
    .join('\n')
}
