import type { Atom } from 'jotai/vanilla'
import type { AppKit } from '../appKit.ts'

/** Calls `onChange(next, previous)` whenever the atom's value changes; returns an unsubscribe. */
export function watchAtom<T>(
  appKit: AppKit,
  atom: Atom<T>,
  onChange: (value: T, previous: T) => void,
): () => void {
  let previous = appKit.store.get(atom)
  return appKit.store.sub(atom, () => {
    const value = appKit.store.get(atom)
    if (Object.is(value, previous)) return
    const before = previous
    previous = value
    onChange(value, before)
  })
}
