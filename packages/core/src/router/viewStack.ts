import type { View, ViewHistory } from './views.ts'

// The view stack's rules as pure functions over the history; the last entry is the current view.

export const initialHistory: ViewHistory = ['Connect']

/** Adds a view unless it is already current. */
export function pushToHistory(history: ViewHistory, view: View): ViewHistory {
  return history.at(-1) === view ? history : [...history, view]
}

/** A single-entry history. */
export function resetHistory(view: View): ViewHistory {
  return [view]
}

/** Swaps the last entry (on an empty history, the view becomes the only entry). */
export function replaceInHistory(history: ViewHistory, view: View): ViewHistory {
  return [...history.slice(0, -1), view]
}

export type GoBackInHistoryResult = { type: 'close' } | { type: 'pop'; history: ViewHistory }

/** Pops one entry; closes instead when one entry remains or UnsupportedChain is in the history. */
export function goBackInHistory(history: ViewHistory): GoBackInHistoryResult {
  if (history.length <= 1 || history.includes('UnsupportedChain')) return { type: 'close' }
  return { type: 'pop', history: history.slice(0, -1) }
}
