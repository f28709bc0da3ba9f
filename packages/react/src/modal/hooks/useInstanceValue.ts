import { useCallback, useSyncExternalStore } from 'react'
import type { AppKit } from '../../exports/index'

type Readable = Parameters<AppKit['store']['get']>[0]
type ValueOf<A> = A extends { read: (...args: never[]) => infer T } ? T : never

/**
 * STOPGAP until @openappkit/react has hooks for the modal's state (router, toast, shake): reads
 * one atom of the instance through the store object the public `useAppKitInstance` hands out.
 * The modal may not import jotai, and only reads here; every rule stays in core.
 */
export function useInstanceValue<A extends Readable>(appKit: AppKit, atom: A): ValueOf<A> {
  const subscribe = useCallback((onChange: () => void) => appKit.store.sub(atom, onChange), [appKit, atom])
  const read = useCallback(() => appKit.store.get(atom) as ValueOf<A>, [appKit, atom])
  return useSyncExternalStore(subscribe, read, read)
}
