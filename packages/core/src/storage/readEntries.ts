import { chainNamespaces } from '../networks/types.ts'
import { validate } from '../validators/checks.ts'
import type { EntryRule } from './storageSchemas.ts'

/** CAIP-2's namespace syntax: what a newer version of the SDK could key an entry by. */
const namespaceSyntax = /^[-a-z0-9]{3,8}$/

const isForeignNamespace = (value: unknown): boolean =>
  typeof value === 'string' &&
  namespaceSyntax.test(value) &&
  !(chainNamespaces as readonly string[]).includes(value)

export type Entries = {
  /** The entries this version understands. */
  value: unknown[] | Record<string, unknown>
  /** Entries of namespaces this version does not know, kept as a newer version wrote them. */
  foreign: unknown[] | Record<string, unknown>
  /** Where each dropped entry was, and why. */
  dropped: string[]
  /** Whether storage should be rewritten (an entry was dropped or mended). */
  changed: boolean
}

/**
 * Reads a stored list or record entry by entry: what fails its check is dropped alone, an
 * entry of an unknown (well-formed) namespace is set aside untouched, the rest is returned.
 * Undefined when the container itself has the wrong shape.
 */
export function readEntries(rule: EntryRule, raw: unknown): Entries | undefined {
  const dropped: string[] = []
  let changed = false
  const check = (entry: unknown, where: string): { ok: true; value: unknown } | { ok: false } => {
    const prepared = rule.prepare ? rule.prepare(entry) : entry
    if (prepared !== entry) changed = true
    const result = validate(rule.entry, prepared)
    if (result.ok) return result
    dropped.push(`${where}: ${result.issues[0]?.message ?? 'unexpected shape'}`)
    changed = true
    return { ok: false }
  }

  if (rule.kind === 'list') {
    if (!Array.isArray(raw)) return undefined
    const value: unknown[] = []
    const foreign: unknown[] = []
    raw.forEach((entry, index) => {
      if (rule.namespaced && isForeignNamespace(entry)) {
        foreign.push(entry)
        return
      }
      const checked = check(entry, `[${index}]`)
      if (checked.ok) value.push(checked.value)
    })
    return { value, foreign, dropped, changed }
  }

  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined
  const value: Record<string, unknown> = {}
  const foreign: Record<string, unknown> = {}
  for (const [key, entry] of Object.entries(raw)) {
    if (rule.namespaced && isForeignNamespace(key)) {
      foreign[key] = entry
      continue
    }
    if (rule.namespaced && !(chainNamespaces as readonly string[]).includes(key)) {
      dropped.push(`${JSON.stringify(key)}: not a namespace`)
      changed = true
      continue
    }
    const checked = check(entry, JSON.stringify(key))
    if (checked.ok) value[key] = checked.value
  }
  return { value, foreign, dropped, changed }
}

/** What to store when this version writes `value`: its entries, plus the foreign ones already there. */
export function withForeignEntries(value: unknown, foreign: Entries['foreign'] | undefined): unknown {
  if (!foreign) return value
  if (Array.isArray(foreign)) {
    if (!Array.isArray(value) || foreign.length === 0) return value
    return [...value, ...foreign.filter((entry) => !value.includes(entry))]
  }
  if (!value || typeof value !== 'object' || Array.isArray(value) || Object.keys(foreign).length === 0)
    return value
  return { ...foreign, ...value }
}
