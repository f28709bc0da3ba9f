import type { AppKit } from '../appKit.ts'
import type { ChainNamespace } from '../networks/types.ts'
import type { SiwxSession } from './types.ts'

/**
 * Whether a session's signature is its account's signature of its text, as the namespace's
 * adapter checks it (EIP-191 / ERC-1271 / ERC-6492 on eip155, ed25519 on Solana). A session is
 * believed only then: an adapter that cannot check signatures signs nobody in from storage.
 */
export async function sessionSignatureHolds(
  appKit: AppKit,
  namespace: ChainNamespace,
  session: SiwxSession,
): Promise<boolean> {
  const adapter = appKit.adapters[namespace]
  const network = appKit.networks.find((n) => n.caipNetworkId === session.data.chainId)
  if (!adapter?.verifyMessage || !network) return false
  const { accountAddress: address } = session.data
  return adapter
    .verifyMessage({ address, message: session.message, signature: session.signature, network })
    .then(
      (valid) => valid === true,
      () => false,
    )
}
