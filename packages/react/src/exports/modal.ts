'use client'
// The public surface of @openappkit/react/modal: the component and the ways to fetch its code
// ahead of the first open. Everything else of the modal loads later.
export { AppKitModal, type AppKitModalProps } from '../modal/AppKitModal'
export { preloadModal } from '../modal/loading/preloadModal'
export { preloadModalProps } from '../modal/loading/preloadModalProps'
export type { Messages } from '../modal/messages/en'
