import type { Atom } from 'jotai/vanilla'
import type { AppKit } from '../appKit.ts'

/**
 * Calls `onChange(next, previous)` when one of `atoms` changes and `read()` then answers what
 * `same` tells apart from its last answer; returns an unsubscribe.
 */
export function watchRead<T>(
  appKit: AppKit,
  atoms: readonly Atom<unknown>[],
  read: () => T,
  same: (value: T, previous: T) => boolean,
  onChange: (value: T, previous: T) => void,
): () => void {
  let previous = read()
  const check = () => {
    const value = read()
    if (same(value, previous)) return
    const before = previous
    previous = value
    onChange(value, before)
  }
  const unsubscribers = atoms.map((atom) => appKit.store.sub(atom, check))
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe()
  }
}

/** Calls `onChange(next, previous)` whenever the atom's value changes; returns an unsubscribe. */
export function watchAtom<T>(
  appKit: AppKit,
  atom: Atom<T>,
  onChange: (value: T, previous: T) => void,
): () => void {
  return watchRead(appKit, [atom], () => appKit.store.get(atom), Object.is, onChange)
}
