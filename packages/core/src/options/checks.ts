/**
 * Small hand-written checks for `createAppKit`'s options. They replace the zod schema the options
 * had: building and running that schema, and zod's own module code, were most of the main-thread
 * work before an app's first paint (README "Start-up"). The messages and the report keep zod's
 * wording ("Invalid input: expected boolean, received string", "→ at features.swaps"), so an app
 * reads the same errors as before. zod stays where input comes from outside (REST answers,
 * storage, frame messages), which is read after the first paint.
 *
 * A check reads one value at a path, records what is wrong with it, and returns what to keep
 * (with defaults filled). What it returns is used only when nothing was recorded.
 */
export type OptionIssue = { readonly path: string; readonly message: string }
export type Check<T> = (value: unknown, path: string, issues: OptionIssue[]) => T

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

/** A string of at least one character. */
export const nonEmptyString: Check<string> = (value, path, issues) => {
  if (typeof value !== 'string') expected(issues, path, 'string', value)
  else if (!value.length) issues.push({ path, message: 'Too small: expected string to have >=1 characters' })
  return value as string
}

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

/** Absent reads as `fallback()` (a function, so each instance gets its own arrays). */
export function withDefault<T>(check: Check<T>, fallback: () => T): Check<T> {
  return (value, path, issues) => (value === undefined ? fallback() : check(value, path, issues))
}

/** An object left out reads as `{}`, so each of its fields gets its own default. */
export function withFieldDefaults<T>(check: Check<T>): Check<T> {
  return (value, path, issues) => check(value === undefined ? {} : value, path, issues)
}

export function arrayOf<T>(check: Check<T>, { min = 0 } = {}): Check<T[]> {
  return (value, path, issues) => {
    if (!Array.isArray(value)) {
      expected(issues, path, 'array', value)
      return []
    }
    if (value.length < min) issues.push({ path, message: `Too small: expected array to have >=${min} items` })
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
