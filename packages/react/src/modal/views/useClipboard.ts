import { useState } from 'react'

/** Copies text to the clipboard; `state` says how the last copy went, for the view to say so. */
export function useClipboard() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  // Awaited inside the try, so a page without a clipboard fails like a refused write.
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
  }
  return { state, copy }
}
