import type { AppKit } from '../appKit.ts'
import { AdapterNotFoundError } from '../errors/config.ts'
import { InvalidParametersError } from '../errors/parameters.ts'
import type { ChainNamespace } from '../networks/types.ts'
import { getAccount } from './getAccount.ts'

/** EIP-712 typed data, as viem's `signTypedData` takes it (its `TypedDataDefinition` fits here). */
export type TypedDataDefinition = {
  domain?: Record<string, unknown> | undefined
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

export type SignTypedDataParameters = TypedDataDefinition & {
  /** Which connected account signs; the active namespace's by default. Only eip155 has typed data. */
  namespace?: ChainNamespace | undefined
}

export type SignTypedDataReturnType = {
  /** 0x-hex, as the wallet returned it. */
  signature: string
  /** The account that signed. */
  address: string
  namespace: ChainNamespace
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Has the connected wallet sign EIP-712 typed data (eth_signTypedData_v4). Refused before the
 * wallet is asked: data without `types`, a `primaryType` they do not define or a `message`; no
 * account connected; a namespace without typed data (Solana has none: sign a message there).
 */
export async function signTypedData(
  appKit: AppKit,
  parameters: SignTypedDataParameters,
): Promise<SignTypedDataReturnType> {
  const { namespace: wanted, ...typedData } = parameters ?? ({} as SignTypedDataParameters)
  if (!isRecord(typedData.types) || !isRecord(typedData.message))
    throw new InvalidParametersError('signTypedData', 'types and message: objects are required')
  if (typeof typedData.primaryType !== 'string' || !Array.isArray(typedData.types[typedData.primaryType]))
    throw new InvalidParametersError(
      'signTypedData',
      `primaryType: "${typedData.primaryType}" is not in types`,
    )
  const { address, namespace } = getAccount(appKit, { namespace: wanted })
  const adapter = appKit.adapters[namespace]
  if (!adapter) throw new AdapterNotFoundError(namespace)
  if (!adapter.signTypedData)
    throw new InvalidParametersError(
      'signTypedData',
      `${namespace} has no typed data (EIP-712 is eip155 only): use signMessage on ${namespace}`,
    )
  if (!address) throw new InvalidParametersError('signTypedData', `No ${namespace} account is connected`)
  const signature = await adapter.signTypedData({ address, typedData })
  return { signature, address, namespace }
}
