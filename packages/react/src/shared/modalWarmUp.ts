import type { Locale } from '@openappkit/core'

// The buttons warm the modal's code on hover, focus and press without importing the modal:
// `<AppKitModal>` registers how while it is mounted. An app without the modal has nothing to warm.
// One entry per mounted modal (two may be mounted at once, with the same function): the latest
// mounted one warms, and unmounting one leaves the others'.
const registrations: { start: (locale: Locale) => void }[] = []

/** Spread on a control that opens the modal: its code starts loading ahead of the click. */
export type PreloadProps = {
  readonly onPointerEnter: () => void
  readonly onFocus: () => void
  readonly onPointerDown: () => void
}

/** Called by `<AppKitModal>` on mount with what a button's warm-up starts; returns the unregister. */
export function registerModalWarmUp(start: (locale: Locale) => void): () => void {
  const entry = { start }
  registrations.push(entry)
  return () => {
    const index = registrations.indexOf(entry)
    if (index >= 0) registrations.splice(index, 1)
  }
}

/** The handlers that start fetching the modal's code and `locale`'s strings, if a modal is mounted. */
export function modalWarmUpProps(locale: Locale): PreloadProps {
  const warm = () => registrations.at(-1)?.start(locale)
  return { onPointerEnter: warm, onFocus: warm, onPointerDown: warm }
}
