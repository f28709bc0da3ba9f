'use client'
// The public surface of @openappkit/react/modal: the component and the ways to fetch its views'
// code ahead of the first open.
export { AppKitModal, type AppKitModalProps } from '../modal/AppKitModal.tsx'
export { preloadModal } from '../modal/loading/preloadModal.ts'
export { preloadModalProps } from '../modal/loading/preloadModalProps.ts'
export type { Messages } from '../modal/messages/en.ts'
