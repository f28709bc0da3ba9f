import type { AppKit } from '../appKit.ts'
import { AdapterNotFoundError } from '../errors/config.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { getAccount } from './getAccount.ts'

export type GetWalletProviderParameters = { namespace?: ChainNamespace | undefined }

/**
 * The connected wallet's own provider in a namespace (the active one by default), for calls the
 * SDK does not make: an EIP-1193 provider on eip155, the Wallet Standard wallet (or the app's
 * wallet adapter) on Solana. Undefined while nothing is connected there.
 */
export async function getWalletProvider(
  appKit: AppKit,
  parameters: GetWalletProviderParameters = {},
): Promise<unknown> {
  const { address, namespace } = getAccount(appKit, parameters)
  const adapter = appKit.adapters[namespace]
  if (!adapter) throw new AdapterNotFoundError(namespace)
  if (!address) return undefined
  return (await adapter.getProvider?.()) ?? undefined
}
