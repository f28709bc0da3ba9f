'use client'
import { directoryImageUrl } from '@openappkit/core/internal'
import { useAppKitInstance } from './useAppKitInstance.ts'

/**
 * The directory URL of a wallet's logo, with the project id, sdk type and version the directory
 * requires (core's `directoryImageUrl`); undefined without an image id or with the directory off.
 */
export function useWalletImageUrl(imageId: string | undefined): string | undefined {
  return directoryImageUrl(useAppKitInstance('useWalletImageUrl'), 'wallet', imageId)
}
