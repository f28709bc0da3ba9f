import type { Locale } from '../exports/index'

// The buttons warm the modal's code on hover, focus and press, but they are in `index.js`, which
// every app loads. Importing the modal's chunk table from here would make each view an entry of
// every app that imports `@openappkit/react` (esbuild makes every `import()` it parses an entry),
// and the core code the views use would then load with the app's first chunks even where the app
// never renders `<AppKitModal>`. So the modal hands its warm-up over when its module loads; an app
// without the modal has nothing to warm, and its buttons do nothing on hover.
let warmUp: ((locale: Locale) => void) | undefined

/** Called by the modal's module as it loads: what a button's hover, focus and press start. */
export function setModalWarmUp(start: (locale: Locale) => void): void {
  warmUp = start
}

/** Starts fetching the modal's code and `locale`'s strings, if the app has the modal. */
export function warmModal(locale: Locale): void {
  warmUp?.(locale)
}
