import { lazyModule } from '@openappkit/core/internal'

// Apart from the views' table: the dialog draws the views, so the table may not import it.

/** The dialog itself (shell, styles, English strings), fetched with the view it opens on. */
export const modalRootModule = lazyModule('the modal', () => import('../ModalRoot.tsx'))
/** A toast shown while the dialog is not on screen, in a host of its own. */
export const toastHostModule = lazyModule('the toast', () => import('../toast/ToastHost.tsx'))
