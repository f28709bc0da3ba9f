import type { View } from '../../exports/index'
import { modalRootChunk, viewChunk } from './modalChunks'

// Without a view: the two the modal opens on (SPEC §2: Account when connected, else Connect),
// so it does not matter whether the visitor connects between the preload and the click.
const openingViews: readonly View[] = ['Connect', 'Account']

/**
 * Fetches the modal's code ahead of its first open: the shell and the view it will open on (by
 * default Connect and Account), side by side. Opening afterwards draws the view in the same
 * frame. Safe to call any number of times; resolves once the code is here.
 */
export function preloadModal(view?: View): Promise<void> {
  const views = view ? [view] : openingViews
  return Promise.all([modalRootChunk.load(), ...views.map((v) => viewChunk(v).load())]).then(() => {})
}

/** Whether opening on `view` can draw at once, with no code left to fetch. */
export function isModalLoaded(view: View): boolean {
  return modalRootChunk.loaded !== undefined && viewChunk(view).loaded !== undefined
}
