import type { AppKit } from '../appKit.ts'
import { AdapterNotFoundError } from '../errors/config.ts'
import { InvalidParametersError } from '../errors/parameters.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { getAccount } from './getAccount.ts'

export type SignMessageParameters = {
  /** The text the wallet shows and signs (EIP-191 personal_sign on EVM, signMessage on Solana). */
  message: string
  /** Which connected account signs; the active namespace's by default. */
  namespace?: ChainNamespace | undefined
}

export type SignMessageReturnType = {
  /** As the wallet returned it: 0x-hex on EVM, base58 on Solana. */
  signature: string
  /** The account that signed. */
  address: string
  namespace: ChainNamespace
}

/**
 * Has the connected wallet of a namespace sign a message with its account. An empty or missing
 * message, or no account connected there, is refused before the wallet is asked; a user's refusal
 * rejects with `UserRejectedRequestError`.
 */
export async function signMessage(
  appKit: AppKit,
  parameters: SignMessageParameters,
): Promise<SignMessageReturnType> {
  if (typeof parameters?.message !== 'string' || parameters.message === '')
    throw new InvalidParametersError('signMessage', 'message: a non-empty string is required')
  const { address, namespace } = getAccount(appKit, { namespace: parameters.namespace })
  if (!address) throw new InvalidParametersError('signMessage', `No ${namespace} account is connected`)
  const adapter = appKit.adapters[namespace]
  if (!adapter) throw new AdapterNotFoundError(namespace)
  const signature = await adapter.signMessage({ address, message: parameters.message })
  return { signature, address, namespace }
}
