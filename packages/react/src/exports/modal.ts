'use client'
// The public surface of @openappkit/react/modal: the component and its preload. Everything else
// of the modal loads on first open.
export { AppKitModal, type AppKitModalProps, preloadModal } from '../modal/AppKitModal'
export type { Messages } from '../modal/messages/en'
