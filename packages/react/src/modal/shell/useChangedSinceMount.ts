import { useState } from 'react'

/**
 * Whether `value` has differed from its first one since the component mounted. The dialog's
 * first view and title draw at once (nothing delays the first wallet row); what follows moves in.
 */
export function useChangedSinceMount(value: unknown): boolean {
  const [first] = useState(value)
  const [changed, setChanged] = useState(false)
  if (!changed && !Object.is(value, first)) setChanged(true)
  return changed || !Object.is(value, first)
}
