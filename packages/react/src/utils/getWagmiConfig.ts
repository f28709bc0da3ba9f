import type { AppKit } from '@openappkit/core'
import type { Config } from 'wagmi'

/**
 * The wagmi config of the eip155 adapter, found by shape (the adapter package is not imported, so
 * an app without it pulls in none of its code).
 */
export function getWagmiConfig(appKit: AppKit): Config | undefined {
  const candidate = (appKit.adapters.eip155 as { wagmiConfig?: unknown } | undefined)?.wagmiConfig
  if (
    typeof candidate === 'object' &&
    candidate !== null &&
    'chains' in candidate &&
    'subscribe' in candidate &&
    'state' in candidate
  ) {
    return candidate as Config
  }
  return undefined
}
