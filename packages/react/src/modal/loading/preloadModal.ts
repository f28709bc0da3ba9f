import type { View } from '@openappkit/core'
import { modalRootModule } from './modalRoot.ts'
import { viewModule } from './viewModules.ts'

// Without a view: the two the modal opens on (Account when connected, else Connect), so it does
// not matter whether the visitor connects between the preload and the click.
const openingViews: readonly View[] = ['Connect', 'Account']

/**
 * Fetches the code of the dialog and of the view it will open on (by default Connect and Account) ahead of
 * its first open: opening afterwards draws the view in the same frame. Safe to call any number
 * of times; resolves once the code is here.
 */
export function preloadModal(view?: View): Promise<void> {
  const views = view ? [view] : openingViews
  return Promise.all([modalRootModule(), ...views.map((v) => viewModule(v)())]).then(() => {})
}

/** Whether opening on `view` can draw at once, with no code left to fetch. */
export function isModalLoaded(view: View): boolean {
  return modalRootModule.current !== undefined && viewModule(view).current !== undefined
}
