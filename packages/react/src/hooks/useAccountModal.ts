'use client'
import { useModalControl } from './modalControl.ts'

/** The Account modal's controls (`open`, `close`, `isOpen`), also under RainbowKit's names. */
export function useAccountModal() {
  const { open, close, isOpen } = useModalControl('Account', 'useAccountModal')
  return { open, close, isOpen, openAccountModal: open, accountModalOpen: isOpen }
}

export type UseAccountModalReturnType = ReturnType<typeof useAccountModal>
