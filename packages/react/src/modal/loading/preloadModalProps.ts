import { preloadModal } from './preloadModal.ts'

// A failed preload costs nothing: opening fetches again and reports a failure then.
const warm = () => {
  preloadModal().catch(() => {})
}

/**
 * Spread onto the control that opens the modal (`<button {...preloadModalProps} onClick={…}>`):
 * the modal's code starts loading when the pointer reaches it, when it gets keyboard focus and on
 * press, ahead of the click. Handlers the control sets after the spread replace these.
 */
export const preloadModalProps = {
  onPointerEnter: warm,
  onFocus: warm,
  onPointerDown: warm,
} as const
