'use client'
import { useModalControl } from './modalControl.ts'

/** The network picker's controls (`open`, `close`, `isOpen`), also under RainbowKit's names. */
export function useChainModal() {
  const { open, close, isOpen } = useModalControl('Networks', 'useChainModal')
  return { open, close, isOpen, openChainModal: open, chainModalOpen: isOpen }
}

export type UseChainModalReturnType = ReturnType<typeof useChainModal>
