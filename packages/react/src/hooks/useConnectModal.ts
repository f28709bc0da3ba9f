'use client'
import { useModalControl } from './modalControl.ts'

/**
 * The Connect modal as a control an app's own button drives: `open`, `close` and `isOpen`, also
 * under RainbowKit's names (`openConnectModal`, `connectModalOpen`) so its code moves over as is.
 */
export function useConnectModal() {
  const { open, close, isOpen } = useModalControl('Connect', 'useConnectModal')
  return { open, close, isOpen, openConnectModal: open, connectModalOpen: isOpen }
}

export type UseConnectModalReturnType = ReturnType<typeof useConnectModal>
