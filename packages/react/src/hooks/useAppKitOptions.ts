'use client'
import type { ResolvedAppKitOptions } from '@openappkit/core'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'

/** The options a UI drawn over the SDK reads, with core's defaults filled in. */
export type UseAppKitOptionsReturnType = Pick<
  ResolvedAppKitOptions,
  'features' | 'enableEmbedded' | 'disableAppend' | 'services' | 'termsConditionsUrl' | 'privacyPolicyUrl'
>

/**
 * The app's resolved options that shape a wallet UI: `features` (which methods and lists to
 * offer, in which order), `enableEmbedded`, `disableAppend`, and the `services` URLs (the wallet
 * directory serves the wallet images), and the app's terms and privacy links. They are fixed for the life of the instance.
 */
export function useAppKitOptions(): UseAppKitOptionsReturnType {
  const { options } = useAppKitInstance('useAppKitOptions')
  return useMemo(
    () => ({
      features: options.features,
      enableEmbedded: options.enableEmbedded,
      disableAppend: options.disableAppend,
      services: options.services,
      termsConditionsUrl: options.termsConditionsUrl,
      privacyPolicyUrl: options.privacyPolicyUrl,
    }),
    [options],
  )
}
