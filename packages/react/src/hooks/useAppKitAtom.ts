'use client'
import type { AppKit } from '@openappkit/core'
import { useAtomValue } from 'jotai/react'
import type { Atom } from 'jotai/vanilla'

/** Reads one atom of the instance's own store (never jotai's default store or the app's Provider). */
export function useAppKitAtom<T>(appKit: AppKit, atom: Atom<T>): T {
  return useAtomValue(atom, { store: appKit.store }) as T
}
